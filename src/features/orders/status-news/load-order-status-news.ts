/**
 * The order news watcher's code, loaded on first use (a shopper logged in) and, beforehand, in idle
 * time with the routes' code (src/app/route-code.ts), so logging in offline still finds it.
 */
export const loadOrderStatusNews = () => import('./order-status-news');
