/**
 * Validation rules of docs/product.md §5, written once: the forms and the mock backend both use them,
 * so the client and the stand-in server can never disagree.
 */
import { object, ref, string } from 'yup';
import { MAX_LENGTH, MIN_TEXT_LENGTH } from './rules';
import { ADMIN_ORDER_STATUSES } from './types';

export const MESSAGES = {
  required: 'This field is required',
  email: 'Invalid email',
  minLength: `Minimum length is ${MIN_TEXT_LENGTH}`,
  notMatch: "Password doesn't match",
} as const;

const maxLength = (field: keyof typeof MAX_LENGTH) =>
  [MAX_LENGTH[field], `Maximum length is ${MAX_LENGTH[field]}`] as const;

const required = () => string().trim().required(MESSAGES.required);
const email = () =>
  required()
    .email(MESSAGES.email)
    .max(...maxLength('email'));
const longText = (field: 'name' | 'address') =>
  required()
    .min(MIN_TEXT_LENGTH, MESSAGES.minLength)
    .max(...maxLength(field));
const password = () =>
  string()
    .required(MESSAGES.required)
    .max(...maxLength('password'));

export const loginSchema = object({
  email: email(),
  password: password(),
});

export const registerSchema = object({
  name: longText('name'),
  email: email(),
  password: password().min(MIN_TEXT_LENGTH, MESSAGES.minLength),
  confirmPassword: string()
    .required(MESSAGES.required)
    .oneOf([ref('password')], MESSAGES.notMatch),
  address: longText('address'),
});

export const profileSchema = object({
  name: longText('name'),
  email: email(),
  address: longText('address'),
});

export const deliverySchema = object({
  name: required().max(...maxLength('name')),
  address: required().max(...maxLength('address')),
});

export const paymentSchema = object({
  paymentId: required().max(...maxLength('paymentId')),
});

/** Extension: the status an admin moves an order to. */
export const statusChangeSchema = object({
  status: required().test(
    'admin-status',
    `Must be one of ${ADMIN_ORDER_STATUSES.join(', ')}`,
    // A blank one is only 'required'.
    (value) => !value || ADMIN_ORDER_STATUSES.some((status) => status === value),
  ),
});
