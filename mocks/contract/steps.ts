/**
 * A realistic session against the API, in order: browse, look up, register, log in, edit the
 * profile, order, fetch the pending order, and the errors a client meets on the way. Later steps use
 * what earlier ones returned (dishes, tokens), as the app does.
 */
import { ACCOUNT_STEPS } from './steps-account';
import { CATALOGUE_STEPS } from './steps-catalogue';
import { ORDER_STEPS } from './steps-orders';
import type { Step } from './step-kit';

export const CONTRACT_STEPS: readonly Step[] = [...CATALOGUE_STEPS, ...ACCOUNT_STEPS, ...ORDER_STEPS];
