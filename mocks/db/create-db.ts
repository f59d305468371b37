import type { DbSnapshot, DbState } from './records';
import { storedState } from './shape';
import type { KeyValueStorage } from './storage';

export interface DbOptions {
  storage: KeyValueStorage | null;
  key: string;
  /** Stored data from another version (or another seed) is discarded, never migrated. */
  version: string;
  initial: () => DbState;
}

export interface Db {
  read(): DbSnapshot;
  /** The only way to change data: applies the recipe to a copy and writes it through at once. */
  update(recipe: (draft: DbState) => void): void;
  /** Back to the initial data, forgetting what was stored. */
  reset(): void;
  /** Every table at once, e.g. an imported file's (checked by the caller first): no half-written state. */
  replace(state: DbState): void;
}

interface Envelope {
  version: string;
  data: DbState;
}

function parse(raw: string, version: string): DbState | null {
  try {
    return storedState(JSON.parse(raw), version);
  } catch {
    return null;
  }
}

export function createDb({ storage, key, version, initial }: DbOptions): Db {
  // Failing storage (quota, privacy modes) degrades to memory instead of failing requests.
  const load = () => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  let cache: { raw: string | null; state: DbState } = { raw: null, state: initial() };

  // Read-through: re-parse only when the stored text changed, e.g. written by another tab.
  const current = (): DbState => {
    const raw = load();
    if (raw === cache.raw) return cache.state;
    const stored = raw === null ? null : parse(raw, version);
    if (stored === null) {
      reset();
      return cache.state;
    }
    cache = { raw, state: stored };
    return stored;
  };

  function reset() {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing stored that could be removed; memory is reset below either way.
    }
    cache = { raw: load(), state: initial() };
  }

  function write(draft: DbState) {
    try {
      storage?.setItem(key, JSON.stringify({ version, data: draft } satisfies Envelope));
    } catch {
      // Keep the change in memory; cache.raw below still names what storage really holds.
    }
    cache = { raw: load(), state: draft };
  }

  return {
    read: current,
    update(recipe) {
      const draft = structuredClone(current());
      recipe(draft);
      write(draft);
    },
    replace(state) {
      write(structuredClone(state));
    },
    reset,
  };
}
