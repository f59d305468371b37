/**
 * A realistic session against the API, in order: browse, look up, register, log in, edit the
 * profile (and a second user reaching for the first one's), the browser's CORS requests, order,
 * fetch the pending order, then the extensions: the order history, favourites, paying, the admin
 * list, the order's life (canceling it, an admin moving one on) and logging out; with the errors a
 * client meets on the way. Later steps use what earlier ones returned (dishes, tokens, the order),
 * as the app does.
 */
import { ACCOUNT_STEPS } from './steps-account';
import { ADMIN_STEPS } from './steps-admin';
import { CATALOGUE_STEPS } from './steps-catalogue';
import { CORS_STEPS } from './steps-cors';
import { FAVORITE_STEPS } from './steps-favorites';
import { HISTORY_STEPS } from './steps-history';
import { LIFE_STEPS } from './steps-life';
import { LOGOUT_STEPS } from './steps-logout';
import { ORDER_STEPS } from './steps-orders';
import { PAYMENT_STEPS } from './steps-payment';
import type { Step } from './step-kit';

export const CONTRACT_STEPS: readonly Step[] = [
  ...CATALOGUE_STEPS,
  ...ACCOUNT_STEPS,
  ...CORS_STEPS,
  ...ORDER_STEPS,
  ...HISTORY_STEPS,
  ...FAVORITE_STEPS,
  ...PAYMENT_STEPS,
  ...ADMIN_STEPS,
  ...LIFE_STEPS,
  ...LOGOUT_STEPS,
];
