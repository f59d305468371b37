import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { userSyncedFromStorage } from '@/features/account/user-slice';
import { rememberFavouriteIntent, takeFavouriteIntent } from '@/features/foods/favourites/favourite-intent';
import { storedUser } from '@/testing/fixtures';
import { startStore } from './store';

afterEach(() => vi.useRealTimers());

describe('a stopped store', () => {
  // Tests and stories clear storage between apps in one page: a write the old app still owes must land
  // before the clear, or it would start the next app logged in as a user the mock server has forgotten.
  it('makes the writes already due before it stops, and none after', async () => {
    const { store, stop } = await startStore();
    // redux-persist writes on a timer: fake ones let the test run every write it will ever make.
    vi.useFakeTimers();
    store.dispatch(userSyncedFromStorage(storedUser({ name: 'Due Before' })));
    await stop();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ name: 'Due Before' });

    localStorage.clear();
    store.dispatch(userSyncedFromStorage(storedUser({ name: 'After The Stop' })));
    await vi.runAllTimersAsync();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('leaves a heart tapped for the next app to act on', async () => {
    const { store, stop } = await startStore();
    await stop();
    rememberFavouriteIntent({ foodId: 'dish-1', dish: 'Dish One' });
    // A new session is when a store saves the dish a logged-out shopper tapped (listeners.ts).
    store.dispatch(userSyncedFromStorage(storedUser()));
    expect(takeFavouriteIntent()).toEqual({ foodId: 'dish-1', dish: 'Dish One' });
  });

  it('no longer follows other tabs', async () => {
    const { store, stop } = await startStore();
    await stop();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(storedUser({ name: 'Other Tab' })));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user, storageArea: localStorage }));
    expect(store.getState().user.name).toBe('');
  });
});
