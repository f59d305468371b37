import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { applyScenario, server } from '@mocks/node';
import { SEED_FOODS } from '@mocks/seed';
import { call, logIn, registerShopper } from '@mocks/testing/api';
import type { User } from '@contract/types';
import { renderRoute } from '@/testing/render-route';

type Shopper = Awaited<ReturnType<typeof renderRoute>>['user'];

const dish = SEED_FOODS.find((food) => !food.favorite && food.tags.length > 0)!;
const save = (name = dish.name) => ({ name: `Save ${name} to favourites` });
const remove = (name = dish.name) => ({ name: `Remove ${name} from favourites` });
const PASSWORD = 'secret1';

/** What the server keeps for the user, asked the way any client would. */
async function savedOnServer(user: User): Promise<string[]> {
  return JSON.parse((await call('/api/users/favorites', { token: user.token })).text) as string[];
}

async function card(name = dish.name) {
  const link = await screen.findByRole('link', { name });
  return within(link.closest('article')!);
}

async function logInWithTheForm(shopper: Shopper, email: string, password = PASSWORD) {
  await shopper.type(await screen.findByLabelText('Email'), email);
  await shopper.type(screen.getByLabelText('Password'), password);
  await shopper.click(screen.getByRole('button', { name: 'Login' }));
  // Logged in once the header's Login link has gone. Not by the 'Login Successful' toast: under two busy
  // loops it was once not found for 15 s while the page already showed the shopper logged in.
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument());
}

async function logOut(shopper: Shopper, name: string) {
  await shopper.click(await screen.findByRole('button', { name: `${name}, account menu` }));
  await shopper.click(screen.getByRole('button', { name: 'Logout' }));
  await screen.findByRole('link', { name: 'Login' });
}

describe('favourites', () => {
  it('saves and removes a dish from its card, and a reload still shows it saved', async () => {
    const account = await registerShopper();
    const first = await renderRoute('/', { user: account });
    await first.user.click((await card()).getByRole('button', save()));
    expect(await (await card()).findByRole('button', { ...remove(), pressed: true })).toBeVisible();
    await waitFor(async () => expect(await savedOnServer(account)).toEqual([dish.id]));

    first.unmount();
    const second = await renderRoute('/', { user: account });
    const saved = await (await card()).findByRole('button', { ...remove(), pressed: true });
    await second.user.click(saved);
    expect(await (await card()).findByRole('button', { ...save(), pressed: false })).toBeVisible();
    await waitFor(async () => expect(await savedOnServer(account)).toEqual([]));
  });

  it('saves from the dish page, at once in every list already loaded, busy until the server answers', async () => {
    const account = await registerShopper();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.put('*/api/users/favorites/:foodId', async () => {
        await held;
        return undefined;
      }),
    );
    const { user } = await renderRoute('/', { user: account });
    await user.click(await screen.findByRole('link', { name: dish.name }));
    // The dish page's own heart: until the page comes, the menu card's heart has the same name.
    await screen.findByRole('heading', { level: 1, name: dish.name });
    await user.click(screen.getByRole('button', save()));
    // The server has not answered: the dish page and the menu behind it show the dish saved already.
    expect(await screen.findByRole('button', { ...remove(), pressed: true })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await savedOnServer(account)).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Food Store!' }));
    // The card's heart came after the tap, and still says the call is out.
    const onCard = await (await card()).findByRole('button', { ...remove(), pressed: true });
    expect(onCard).toBeVisible();
    expect(onCard).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(onCard).not.toHaveAttribute('aria-busy'));
    await waitFor(async () => expect(await savedOnServer(account)).toEqual([dish.id]));
  });

  it('puts the heart back and says why when the server refuses', async () => {
    server.use(
      http.put('*/api/users/favorites/:foodId', () =>
        HttpResponse.text('Favourites are resting.', { status: 500 }),
      ),
    );
    const account = await registerShopper();
    const { user } = await renderRoute(`/food/${dish.id}`, { user: account });
    await user.click(await screen.findByRole('button', save()));
    expect(await screen.findByText('Favourite not saved')).toBeInTheDocument();
    expect(screen.getByText(`${dish.name}: Favourites are resting.`)).toBeInTheDocument();
    expect(await screen.findByRole('button', { ...save(), pressed: false })).toBeVisible();
    expect(await savedOnServer(account)).toEqual([]);
  });

  it('keeps them through logout and login, and another user never sees them', async () => {
    const account = await registerShopper('Fay Favourite');
    const other = await registerShopper('Otto Other');
    const { user } = await renderRoute('/', { user: account });
    await user.click((await card()).getByRole('button', save()));
    await (await card()).findByRole('button', { ...remove(), pressed: true });
    await waitFor(async () => expect(await savedOnServer(account)).toEqual([dish.id]));

    await logOut(user, 'Fay Favourite');
    expect(await (await card()).findByRole('button', save())).not.toHaveAttribute('aria-pressed');

    await user.click(screen.getByRole('link', { name: 'Login' }));
    await logInWithTheForm(user, other.email);
    expect(await (await card()).findByRole('button', { ...save(), pressed: false })).toBeVisible();
    expect(screen.queryAllByRole('button', { name: /^Remove .* from favourites$/ })).toEqual([]);

    await logOut(user, 'Otto Other');
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await logInWithTheForm(user, account.email);
    expect(await (await card()).findByRole('button', { ...remove(), pressed: true })).toBeVisible();
  });

  it('takes a logged-out shopper to login and back, then saves the dish they tapped', async () => {
    const account = await registerShopper();
    const { user, router } = await renderRoute(`/food/${dish.id}`);
    await user.click(await screen.findByRole('button', save()));
    await waitFor(() =>
      expect(router.state.location.href).toBe(`/login?returnUrl=${encodeURIComponent(`/food/${dish.id}`)}`),
    );
    await logInWithTheForm(user, account.email);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/food/${dish.id}`));
    expect(await screen.findByRole('button', { ...remove(), pressed: true })).toBeVisible();
    await waitFor(async () => expect(await savedOnServer(account)).toEqual([dish.id]));
  });

  it('forgets the tap when the shopper leaves the login page for another one', async () => {
    const account = await registerShopper();
    const { user } = await renderRoute(`/food/${dish.id}`);
    await user.click(await screen.findByRole('button', save()));
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('link', { name: 'Food Store!' }));
    await screen.findByRole('heading', { name: 'Our menu' });
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await logInWithTheForm(user, account.email);
    expect(await (await card()).findByRole('button', { ...save(), pressed: false })).toBeVisible();
    expect(await savedOnServer(account)).toEqual([]);
  });

  it('shows the demo shopper the favourites the demo starts with', async () => {
    await renderRoute('/', { user: await logIn('shopper') });
    const seeded = SEED_FOODS.find((food) => food.favorite)!;
    expect(
      await (await card(seeded.name)).findByRole('button', { ...remove(seeded.name), pressed: true }),
    ).toBeVisible();
  });

  it('says favourites are not available on a server without the calls, with no button to press', async () => {
    applyScenario('no-extensions');
    await renderRoute(`/food/${dish.id}`, { user: await registerShopper() });
    expect(
      await screen.findByRole('img', { name: 'Not a favourite. Saving favourites is not available.' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  });
});
