import { describe, expect, it } from 'vitest';
import {
  backgroundEnded,
  backgroundStarted,
  isQuietRequest,
  pendingRequestsSlice,
  selectIsLoading,
  speculationAdopted,
  speculationEnded,
  speculationStarted,
} from './pending-requests-slice';

const reduce = pendingRequestsSlice.reducer;
const action = (type: string, meta: object = {}) => ({ type: `api/${type}`, meta });

describe('pending request counter', () => {
  it('shows loading from the first request until every request has settled', () => {
    let state = reduce(undefined, action('executeQuery/pending'));
    state = reduce(state, action('executeMutation/pending'));
    expect(selectIsLoading({ pendingRequests: state })).toBe(true);
    state = reduce(state, action('executeQuery/fulfilled'));
    expect(selectIsLoading({ pendingRequests: state })).toBe(true);
    state = reduce(state, action('executeMutation/rejected'));
    expect(selectIsLoading({ pendingRequests: state })).toBe(false);
  });

  it('ignores cache hits, which settle without ever starting', () => {
    let state = reduce(undefined, action('executeQuery/pending'));
    state = reduce(state, action('executeQuery/rejected', { condition: true }));
    expect(state.count).toBe(1);
  });

  it('never counts below zero and ignores other actions', () => {
    let state = reduce(undefined, action('executeQuery/fulfilled'));
    state = reduce(state, { type: 'cart/lineAdded' });
    expect(state.count).toBe(0);
  });

  it('leaves out requests a speculative load starts, until the shopper navigates', () => {
    let state = reduce(undefined, speculationStarted());
    state = reduce(state, action('executeQuery/pending', { requestId: 'dish' }));
    state = reduce(state, speculationEnded());
    state = reduce(state, action('executeQuery/pending', { requestId: 'menu' }));
    expect(state.count).toBe(1);
    state = reduce(state, action('executeQuery/fulfilled', { requestId: 'menu' }));
    expect(selectIsLoading({ pendingRequests: state })).toBe(false);
    state = reduce(state, speculationAdopted());
    expect(selectIsLoading({ pendingRequests: state })).toBe(true);
    state = reduce(state, action('executeQuery/rejected', { requestId: 'dish' }));
    expect(selectIsLoading({ pendingRequests: state })).toBe(false);
  });

  it('forgets a speculative request that settles unseen, without touching the count', () => {
    let state = reduce(undefined, action('executeQuery/pending', { requestId: 'menu' }));
    state = reduce(state, speculationStarted());
    state = reduce(state, action('executeQuery/pending', { requestId: 'dish' }));
    state = reduce(state, speculationEnded());
    state = reduce(state, action('executeQuery/fulfilled', { requestId: 'dish' }));
    state = reduce(state, speculationAdopted());
    expect(state.count).toBe(1);
    state = reduce(state, action('executeQuery/fulfilled', { requestId: 'menu' }));
    expect(selectIsLoading({ pendingRequests: state })).toBe(false);
  });

  it('never counts a background request, not even when the shopper navigates meanwhile', () => {
    let state = reduce(undefined, backgroundStarted());
    state = reduce(state, action('executeQuery/pending', { requestId: 'order' }));
    state = reduce(state, backgroundEnded());
    expect(selectIsLoading({ pendingRequests: state })).toBe(false);
    state = reduce(state, speculationAdopted());
    expect(selectIsLoading({ pendingRequests: state })).toBe(false);
    const settled = action('executeQuery/fulfilled', { requestId: 'order' });
    expect(isQuietRequest({ pendingRequests: state }, settled)).toBe(true);
    state = reduce(state, settled);
    expect(state.count).toBe(0);
    expect(isQuietRequest({ pendingRequests: state }, settled)).toBe(false);
  });

  it('counts what the shopper asks for while a background request is in flight, and only that', () => {
    let state = reduce(undefined, backgroundStarted());
    state = reduce(state, action('executeQuery/pending', { requestId: 'order' }));
    state = reduce(state, backgroundEnded());
    state = reduce(state, action('executeMutation/pending', { requestId: 'cancel' }));
    expect(selectIsLoading({ pendingRequests: state })).toBe(true);
    state = reduce(state, action('executeQuery/fulfilled', { requestId: 'order' }));
    expect(selectIsLoading({ pendingRequests: state })).toBe(true);
    state = reduce(state, action('executeMutation/fulfilled', { requestId: 'cancel' }));
    expect(selectIsLoading({ pendingRequests: state })).toBe(false);
  });

  it('a background refresh during a speculative load stays in the background', () => {
    let state = reduce(undefined, speculationStarted());
    state = reduce(state, backgroundStarted());
    state = reduce(state, action('executeQuery/pending', { requestId: 'order' }));
    state = reduce(state, backgroundEnded());
    state = reduce(state, speculationEnded());
    state = reduce(state, speculationAdopted());
    expect(selectIsLoading({ pendingRequests: state })).toBe(false);
  });
});
