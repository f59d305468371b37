import { isJsonObject } from '@contract/json';
import type { LatLng } from '@contract/types';
import { MAX_MESSAGE_LENGTH } from '@/lib/api/error-message';
import { toLatLng } from '@/utils/normalize';

/** The Order Form as the shopper sent it, kept for when /payment sends them back (docs/product.md §4). */
export interface OrderFormDraft {
  name: string;
  address: string;
  addressLatLng: LatLng;
}

// Carried in the navigation's state, not in the URL: an address does not belong in links, logs or
// bookmarks, and a sentence read from a URL could be written by anyone who sends one.
declare module '@tanstack/history' {
  interface HistoryState {
    /** Handed from checkout to /payment, and back to checkout when /payment cannot show the order. */
    orderForm?: OrderFormDraft;
    /** Why /payment could not load the order, in the words to show on checkout. */
    orderLoadError?: string;
  }
}

/** History state outlives reloads and app versions: it is read like any outside input. */
export function readOrderFormDraft(value: unknown): OrderFormDraft | undefined {
  if (!isJsonObject(value)) return undefined;
  const { name, address } = value;
  const addressLatLng = toLatLng(value.addressLatLng);
  if (typeof name !== 'string' || typeof address !== 'string' || !addressLatLng) return undefined;
  return { name, address, addressLatLng };
}

export function readOrderLoadError(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_MESSAGE_LENGTH) : undefined;
}
