import { STORAGE_KEYS } from '@/config/constants';
import { userSyncedFromStorage } from '@/features/account/user-slice';
import { cartSyncedFromStorage } from '@/features/cart/cart-slice';
import type { AppStore } from './store';

function parse(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * Another tab's cart or login shows here too: the browser's `storage` event fires in every other tab
 * of the origin when one of them writes `Cart` or `User` (or clears storage: key null).
 */
export function syncStorageAcrossTabs(store: AppStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === STORAGE_KEYS.cart || event.key === null) {
      store.dispatch(cartSyncedFromStorage(parse(localStorage.getItem(STORAGE_KEYS.cart))));
    }
    if (event.key === STORAGE_KEYS.user || event.key === null) {
      store.dispatch(userSyncedFromStorage(parse(localStorage.getItem(STORAGE_KEYS.user))));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
