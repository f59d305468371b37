/**
 * The latency an imported file set, kept for the tab like its scenario, so the reload that switches
 * to the file's scenario (and any later one) keeps it. Read at every start, so it stays tiny.
 */
import type { KeyValueStorage } from '../db/storage';

const LATENCY_STORAGE_KEY = 'foodstore.mockLatency';

export function rememberLatency(storage: KeyValueStorage | null, ms: number): void {
  try {
    storage?.setItem(LATENCY_STORAGE_KEY, String(ms));
  } catch {
    // Storage refused: the latency holds for this page load only.
  }
}

export function rememberedLatency(storage: KeyValueStorage | null): number | null {
  try {
    const kept = Number(storage?.getItem(LATENCY_STORAGE_KEY) ?? undefined);
    return Number.isFinite(kept) && kept >= 0 ? kept : null;
  } catch {
    return null;
  }
}
