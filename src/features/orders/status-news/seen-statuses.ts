import { readStoredJson } from '@/lib/persist/plain-persist';

/**
 * The order statuses a shopper has already been told about, per user, in `localStorage`: a change is
 * announced once, not again after a reload or in another tab that already said it. Stored as pairs
 * `[orderId, status]` (an id is never an object key: `__proto__` is an id too); anything else is
 * discarded, never fatal.
 */
export const seenStatusesKey = (userId: string) => `foodstore.seenOrderStatuses.${userId}`;

export type Statuses = Map<string, string>;

const isPair = (entry: unknown): entry is [string, string] =>
  Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'string';

export function readSeenStatuses(userId: string): Statuses {
  const stored = readStoredJson(seenStatusesKey(userId));
  return new Map(Array.isArray(stored) ? stored.filter(isPair) : []);
}

export function writeSeenStatuses(userId: string, statuses: Statuses): void {
  try {
    globalThis.localStorage?.setItem(seenStatusesKey(userId), JSON.stringify([...statuses]));
  } catch {
    // Full or blocked storage: the news may be told again, which is better than a broken page.
  }
}
