/**
 * Steps the form page stories share (login, register, profile, checkout, payment) and their outcomes
 * under Flows: filling a form in as a shopper would, and the in-flight state a hanging call leaves.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findLoadingOverlay, pageHeading } from './story-queries';

/** The registration form's values, by field label. */
export interface Registration {
  Name: string;
  Email: string;
  Password: string;
  'Confirm Password': string;
  Address: string;
}

/** A newcomer whose registration the mock server accepts. */
export const NEWCOMER: Registration = {
  Name: 'Nora Newcomer',
  Email: 'nora@example.com',
  Password: 'secret1',
  'Confirm Password': 'secret1',
  Address: '7 Orchard Road, Springfield',
};

/** Clears a field and types its new value (none leaves it empty), as a shopper replacing what is there. */
export async function replace(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

/** Types into the login form (empty values are left out) and presses Login. */
export async function submitLogin(canvasElement: HTMLElement, email: string, password: string) {
  const page = within(canvasElement);
  await pageHeading(canvasElement, 'Login');
  if (email) await userEvent.type(page.getByLabelText('Email'), email);
  if (password) await userEvent.type(page.getByLabelText('Password'), password);
  await userEvent.click(page.getByRole('button', { name: 'Login' }));
}

/**
 * Types into the registration form (fields left out or empty stay empty) and presses Register, or
 * Enter in the last field typed, where the focus then stays.
 */
export async function submitRegistration(
  canvasElement: HTMLElement,
  values: Partial<Registration>,
  { withEnter = false } = {},
) {
  const page = within(canvasElement);
  await pageHeading(canvasElement, 'Register');
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(page.getByLabelText(label), value);
  }
  if (withEnter) await userEvent.keyboard('{Enter}');
  else await userEvent.click(page.getByRole('button', { name: 'Register' }));
}

/**
 * A form sent and not answered (its call hangs): the button that sent it is busy (BusyButton), so it
 * cannot be sent twice, and the Loading overlay is up. The story stays in this state for as long as
 * anyone looks.
 */
export async function expectSubmitting(canvasElement: HTMLElement, button: string) {
  const sent = within(canvasElement).getByRole('button', { name: button });
  await waitFor(async () => expect(sent).toHaveAttribute('aria-busy', 'true'));
  await expect(sent).toHaveAttribute('aria-disabled', 'true');
  await findLoadingOverlay(canvasElement);
}

/** A button a press would act on: neither disabled nor busy with an earlier press (BusyButton). */
export async function expectPressable(button: HTMLElement) {
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
}
