import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { DEMO_ACCOUNTS } from '@mocks/seed';
import { logIn } from '@mocks/testing/api';
import { renderRoute } from '@/testing/render-route';

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

async function replace(user: User, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('profile', () => {
  it('shows a picture and the details as disabled fields, with Edit', async () => {
    const shopper = await logIn('shopper');
    await renderRoute('/profile', { user: shopper });
    expect(await screen.findByRole('img', { name: `Profile picture of ${shopper.name}` })).toBeVisible();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Name')).toHaveValue(shopper.name);
    expect(screen.getByLabelText('Email')).toHaveValue(shopper.email);
    expect(screen.getByLabelText('Address')).toHaveValue(shopper.address);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  it("edits in 'Update Details', validating after the first submit, and Cancel goes back", async () => {
    const { user } = await renderRoute('/profile', { user: await logIn('shopper') });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Update Details' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await replace(user, 'Name', 'Al');
    await replace(user, 'Email', 'nope');
    await replace(user, 'Address', '');
    expect(screen.queryByText('Minimum length is 5')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Minimum length is 5')).toBeVisible();
    expect(screen.getByText('Invalid email')).toBeVisible();
    expect(screen.getByText('This field is required')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  it('saves, stores the returned user with the same token, and shows the new values', async () => {
    const shopper = await logIn('shopper');
    const { user, router } = await renderRoute('/profile', { user: shopper });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await replace(user, 'Name', 'Samantha Shopper');
    await replace(user, 'Address', '99 New Street');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Update Successful')).toBeInTheDocument();
    expect(screen.getByText(`Welcome to FoodStore ${shopper.email}!`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeDisabled());
    expect(screen.getByLabelText('Name')).toHaveValue('Samantha Shopper');
    expect(await screen.findByRole('button', { name: 'Samantha Shopper, account menu' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('User') ?? '{}')).toMatchObject({
        name: 'Samantha Shopper',
        address: '99 New Street',
        token: shopper.token,
      }),
    );
  });

  it('keeps the session when the server answers without a token', async () => {
    const shopper = await logIn('shopper');
    server.use(
      http.post('*/api/users/update', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        return HttpResponse.json({ ...body, isAdmin: false });
      }),
    );
    const { user } = await renderRoute('/profile', { user: shopper });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Update Successful');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('User') ?? '{}')).toMatchObject({ token: shopper.token }),
    );
  });

  it('goes to the returnUrl after a successful update when the URL has one', async () => {
    const { user, router } = await renderRoute('/profile?returnUrl=%2Fcart-page', {
      user: await logIn('shopper'),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-page'));
  });

  it("says 'Update Failed' with the server's reason and keeps the edits", async () => {
    const { user } = await renderRoute('/profile', { user: await logIn('shopper') });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
    await replace(user, 'Email', admin.email);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText(/already registered/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Update Details' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(admin.email);
  });
});
