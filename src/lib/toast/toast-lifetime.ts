import { createContext } from 'react';
import { TOAST_DURATION_MS } from '@/config/constants';

/**
 * How long a toast stays up unattended (decision 4 in docs/product.md). The host rendering the app
 * may provide another: Infinity keeps every toast until it is dismissed, as Storybook does so that a
 * story settles with its toast on screen.
 */
export const ToastLifetime = createContext(TOAST_DURATION_MS);
