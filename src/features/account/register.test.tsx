import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyScenario } from '@mocks/node';
import { DEMO_ACCOUNTS } from '@mocks/seed';
import { renderRoute } from '@/testing/render-route';

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

async function fillRegister(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(await screen.findByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

const newShopper = {
  Name: 'Nora Newcomer',
  Email: 'nora@example.com',
  Password: 'secret1',
  'Confirm Password': 'secret1',
  Address: '12 Harbour Road',
};

describe('register', () => {
  it('checks every rule, with the messages of docs/product.md §5, after the first submit', async () => {
    const { user } = await renderRoute('/register');
    await fillRegister(user, {
      Name: 'Ann',
      Email: 'ann@',
      Password: 'abc',
      'Confirm Password': 'abd',
      Address: '',
    });
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getAllByText('Minimum length is 5')).toHaveLength(2);
    expect(screen.getByText("Password doesn't match")).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('shows nothing before the first submit', async () => {
    const { user } = await renderRoute('/register');
    await user.type(await screen.findByLabelText('Name'), 'A');
    await user.tab();
    expect(screen.queryByText('Minimum length is 5')).not.toBeInTheDocument();
  });

  it('registers, logs the new shopper in and goes home by default', async () => {
    const { user, router } = await renderRoute('/register');
    await fillRegister(user, newShopper);
    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to FoodStore nora@example.com!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Nora Newcomer, account menu' })).toBeVisible();
  });

  it('goes to the returnUrl after registering', async () => {
    const { user, router } = await renderRoute('/register?returnUrl=%2Fcart-page');
    await fillRegister(user, newShopper);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-page'));
  });

  it("says 'Registration Failed' with the server's reason when the email is taken", async () => {
    const { user, router } = await renderRoute('/register');
    await fillRegister(user, { ...newShopper, Email: DEMO_ACCOUNTS[0]!.email });
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('That email is already registered.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows the register-email-taken scenario the same way', async () => {
    applyScenario('register-email-taken');
    const { user } = await renderRoute('/register');
    await fillRegister(user, newShopper);
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
  });

  it("links to 'Login Here' keeping the returnUrl", async () => {
    await renderRoute('/register?returnUrl=%2Fprofile');
    expect(await screen.findByRole('link', { name: 'Login Here' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fprofile',
    );
  });
});
