/**
 * The latency an imported file set is kept for the tab, like its scenario, so the reload that
 * switches to the file's scenario (and any later one) keeps it. Read at every start: kept tiny.
 */
import type { KeyValueStorage } from '../db/storage';

export const LATENCY_STORAGE_KEY = 'foodstore.mockLatency';

export function rememberedLatency(storage: KeyValueStorage | null): number | null {
  const kept = Number(storage?.getItem(LATENCY_STORAGE_KEY) ?? NaN);
  return Number.isFinite(kept) && kept >= 0 ? kept : null;
}
