/**
 * The fault matrix for the account's calls (see e2e/support/faults.ts): login, registration and the
 * profile update, each under every fault, in the build that calls a real server. A failed call shows
 * an error toast; the shopper retries by submitting the form again.
 *
 * POST /api/auth/logout is left out on purpose: the app logs out locally at once and neither waits
 * for nor minds its answer (docs/contract.md), so no fault of it can reach the shopper.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { User } from '@contract/types';
import { setupBrowser } from './support/browser';
import {
  PASSWORD,
  api,
  call,
  describeFaultMatrix,
  failsAsToast,
  faultsAppUrl,
  seedStorage,
  toastTitled,
  uniqueEmail,
} from './support/faults';

const session = setupBrowser();

const submit = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();

describeFaultMatrix(session, [
  call<User>({
    name: 'POST /api/auth/login (/login)',
    method: 'POST',
    path: /^\/api\/auth\/login$/,
    prepare: () => api.register('Liam Login'),
    trigger: async (page, user) => {
      await page.goto(faultsAppUrl('/login'));
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await submit('Login')(page);
    },
    ...failsAsToast('Login Failed'),
    retry: submit('Login'),
    expectSuccess: async (page) => {
      await toastTitled(page, 'Login Successful');
      await page.getByRole('button', { name: 'Liam Login, account menu' }).waitFor();
    },
  }),
  call<{ email: string }>({
    name: 'POST /api/auth/register (/register)',
    method: 'POST',
    path: /^\/api\/auth\/register$/,
    // A failed attempt never reaches the server, so the retry may use the same new address.
    prepare: () => Promise.resolve({ email: uniqueEmail() }),
    trigger: async (page, { email }) => {
      await page.goto(faultsAppUrl('/register'));
      await page.getByLabel('Name').fill('Rhea Register');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm Password').fill(PASSWORD);
      await page.getByLabel('Address').fill('3 Register Row');
      await submit('Register')(page);
    },
    ...failsAsToast('Registration Failed'),
    retry: submit('Register'),
    expectSuccess: async (page) => {
      await toastTitled(page, 'Registration Successful');
      await page.getByRole('button', { name: 'Rhea Register, account menu' }).waitFor();
    },
  }),
  call({
    name: 'POST /api/users/update (/profile, logged in)',
    method: 'POST',
    path: /^\/api\/users\/update$/,
    prepare: async (current) => {
      const user = await api.register('Uma Update');
      await seedStorage(current, { user });
      return user;
    },
    trigger: async (page) => {
      await page.goto(faultsAppUrl('/profile'));
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Address').fill('4 Updated Avenue');
      await submit('Update')(page);
    },
    ...failsAsToast('Update Failed'),
    retry: submit('Update'),
    expectSuccess: async (page) => {
      await toastTitled(page, 'Update Successful');
      // Back in read mode, showing what the server stored.
      await page.getByRole('button', { name: 'Edit' }).waitFor();
      await expect.poll(() => page.getByLabel('Address').inputValue()).toBe('4 Updated Avenue');
    },
  }),
]);
