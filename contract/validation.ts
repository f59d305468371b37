/**
 * Validation rules of docs/product.md §5, written once: the forms and the mock backend both use them,
 * so the client and the stand-in server can never disagree.
 */
import { object, ref, string } from 'yup';
import { MIN_TEXT_LENGTH } from './rules';

export const MESSAGES = {
  required: 'This field is required',
  email: 'Invalid email',
  minLength: `Minimum length is ${MIN_TEXT_LENGTH}`,
  notMatch: "Password doesn't match",
} as const;

const required = () => string().trim().required(MESSAGES.required);
const email = () => required().email(MESSAGES.email);
const longText = () => required().min(MIN_TEXT_LENGTH, MESSAGES.minLength);

export const loginSchema = object({
  email: email(),
  password: string().required(MESSAGES.required),
});

export const registerSchema = object({
  name: longText(),
  email: email(),
  password: string().required(MESSAGES.required).min(MIN_TEXT_LENGTH, MESSAGES.minLength),
  confirmPassword: string()
    .required(MESSAGES.required)
    .oneOf([ref('password')], MESSAGES.notMatch),
  address: longText(),
});

export const profileSchema = object({
  name: longText(),
  email: email(),
  address: longText(),
});

export const deliverySchema = object({
  name: required(),
  address: required(),
});
