import type { DemoAccount } from '@contract/demo';

/** The demo logins shown in demo mode; the seed stores only salted hashes of these passwords. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'shopper', name: 'Sam Shopper', email: 'shopper@foodstore.test', password: 'shopper123' },
  { role: 'admin', name: 'Ada Admin', email: 'admin@foodstore.test', password: 'admin123' },
];
