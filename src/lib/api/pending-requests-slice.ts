import { createSlice } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from './base-api';

interface PendingRequestsState {
  /** Requests the shopper waits on: the Loading overlay shows while there is one. */
  count: number;
  /** Above zero while a speculative load (a route preloaded on hover, focus or touch) dispatches. */
  speculating: number;
  /** The ids of speculative requests in flight. */
  quiet: string[];
  /** Above zero while the app dispatches a refresh of its own (an active order's status). */
  backgrounding: number;
  /** The ids of background requests in flight: never counted. */
  background: string[];
}

const initialState: PendingRequestsState = {
  count: 0,
  speculating: 0,
  quiet: [],
  backgrounding: 0,
  background: [],
};

const thunkPrefixes = [`${api.reducerPath}/executeQuery/`, `${api.reducerPath}/executeMutation/`];

interface ThunkMeta {
  requestId?: string;
  condition?: boolean;
}

function apiThunkPhase(action: UnknownAction): string | undefined {
  const prefix = thunkPrefixes.find((candidate) => action.type.startsWith(candidate));
  return prefix && action.type.slice(prefix.length);
}

const metaOf = (action: UnknownAction): ThunkMeta => (action as { meta?: ThunkMeta }).meta ?? {};

// A query already cached or already in flight is "rejected" by its condition without going out.
const wasSkipped = (action: UnknownAction) => metaOf(action).condition === true;

/**
 * Counts API requests in flight; the Loading overlay shows while the count is above zero. A request a
 * speculative load starts is not counted: a full-screen overlay when the pointer merely crosses a dish
 * would flash on every hover, and, appearing between a press and its release, swallowed the click. From
 * the moment the shopper navigates, such requests count (src/routes/-lib/quiet-preloads.ts).
 *
 * A background request (a refresh the app makes on its own, `requestInBackground`) is never counted,
 * not even once the shopper navigates: the overlay shows a wait the shopper caused (decision 18 in
 * docs/product.md), and an order's status refreshed every few seconds would flash it over whatever
 * page is open.
 */
export const pendingRequestsSlice = createSlice({
  name: 'pendingRequests',
  initialState,
  reducers: {
    speculationStarted(state) {
      state.speculating += 1;
    },
    speculationEnded(state) {
      state.speculating = Math.max(0, state.speculating - 1);
    },
    backgroundStarted(state) {
      state.backgrounding += 1;
    },
    backgroundEnded(state) {
      state.backgrounding = Math.max(0, state.backgrounding - 1);
    },
    /** The shopper navigates: what was fetched on speculation may now be what they wait for. */
    speculationAdopted(state) {
      state.count += state.quiet.length;
      state.quiet = [];
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) => apiThunkPhase(action) !== undefined,
      (state, action) => {
        const { requestId = '' } = metaOf(action);
        if (apiThunkPhase(action) === 'pending') {
          if (state.backgrounding > 0) state.background.push(requestId);
          else if (state.speculating > 0) state.quiet.push(requestId);
          else state.count += 1;
        } else if (state.background.includes(requestId)) {
          state.background = state.background.filter((id) => id !== requestId);
        } else if (state.quiet.includes(requestId)) {
          state.quiet = state.quiet.filter((id) => id !== requestId);
        } else if (!wasSkipped(action)) {
          state.count = Math.max(0, state.count - 1);
        }
      },
    );
  },
});

export const {
  speculationStarted,
  speculationEnded,
  speculationAdopted,
  backgroundStarted,
  backgroundEnded,
} = pendingRequestsSlice.actions;

/**
 * Runs `start`, which dispatches API requests synchronously (an endpoint's `initiate`), as background
 * requests: they never raise the Loading overlay.
 */
export function requestInBackground<T>(dispatch: (action: UnknownAction) => unknown, start: () => T): T {
  dispatch(backgroundStarted());
  try {
    return start();
  } finally {
    dispatch(backgroundEnded());
  }
}

export const selectIsLoading = (state: { pendingRequests: PendingRequestsState }) =>
  state.pendingRequests.count > 0;

/**
 * Whether the action settles a request nobody waits on yet: one a speculative load started, or a
 * background refresh.
 */
export const isQuietRequest = (state: { pendingRequests: PendingRequestsState }, action: UnknownAction) => {
  const requestId = metaOf(action).requestId ?? '';
  return (
    state.pendingRequests.quiet.includes(requestId) || state.pendingRequests.background.includes(requestId)
  );
};
