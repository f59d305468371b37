// The browser case: jsdom's localStorage backs the db, as in the running app.
import { describe, expect, it, vi } from 'vitest';
import { db, DB_STORAGE_KEY, resetDb } from './db';
import { SEED_FAVORITES, SEED_ORDERS, SEED_USERS } from './seed';
import { call, logIn } from './testing/api';
import { pay, placeOrder } from './testing/orders';

const stored = () => localStorage.getItem(DB_STORAGE_KEY);
const robin = {
  name: 'Robin Diner',
  email: 'robin@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  address: '1 Main Street',
};

describe('the mock db in the browser', () => {
  it("starts from the seed: the demo accounts, the shopper's past orders and favourites", () => {
    expect(db.read()).toEqual({
      users: SEED_USERS,
      sessions: [],
      orders: SEED_ORDERS,
      favorites: SEED_FAVORITES,
    });
    expect(SEED_ORDERS.length).toBeGreaterThan(0);
    expect(SEED_FAVORITES.length).toBeGreaterThan(0);
  });

  it('writes a registration through to localStorage at once, without the password', async () => {
    expect(stored()).toBeNull();
    await call('/api/auth/register', { body: robin });
    const raw = stored() ?? '';
    expect(raw).toContain('robin@example.com');
    expect(raw).not.toContain(robin.password);
  });

  it('survives a reload: a freshly loaded module still knows the user and the session', async () => {
    const answer = await call('/api/auth/register', { body: robin });
    const { token } = JSON.parse(answer.text) as { token: string };
    vi.resetModules();
    const reloaded = await import('./db');
    expect(reloaded.db.read().users.map((user) => user.email)).toContain(robin.email);
    expect(reloaded.db.read().sessions.map((session) => session.token)).toContain(token);
  });

  it('survives a reload with a paid order and its payment id', async () => {
    const shopper = await logIn();
    const order = await placeOrder(shopper.token);
    await pay({ paymentId: 'DEMO-RELOAD' }, shopper.token);
    vi.resetModules();
    const reloaded = await import('./db');
    expect(reloaded.db.read().orders.find((stored) => stored.id === order.id)).toMatchObject({
      status: 'PAID',
      paymentId: 'DEMO-RELOAD',
    });
  });

  it.each([
    [
      'from an older version',
      JSON.stringify({ version: '0:old', data: { users: [], sessions: [], orders: [] } }),
    ],
    ['that is not JSON', '}{'],
    ['of a foreign shape', JSON.stringify({ version: 1, users: 'everyone' })],
  ])('loads the seed instead of stored data %s, without throwing', async (_, raw) => {
    localStorage.setItem(DB_STORAGE_KEY, raw);
    vi.resetModules();
    const reloaded = await import('./db');
    expect(reloaded.db.read().users).toEqual(SEED_USERS);
    expect(localStorage.getItem(DB_STORAGE_KEY)).toBeNull();
  });

  it('resetDb forgets registered users and clears the stored state', async () => {
    await call('/api/auth/register', { body: robin });
    resetDb();
    expect(stored()).toBeNull();
    expect(db.read().users).toEqual(SEED_USERS);
    const login = await call('/api/auth/login', { body: { email: robin.email, password: robin.password } });
    expect(login.status).toBe(400);
  });

  it("does not touch the app's own storage keys", async () => {
    localStorage.setItem('Cart', '{"items":[]}');
    localStorage.setItem('User', '{}');
    await call('/api/auth/register', { body: robin });
    resetDb();
    expect(localStorage.getItem('Cart')).toBe('{"items":[]}');
    expect(localStorage.getItem('User')).toBe('{}');
  });
});
