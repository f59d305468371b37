import { describe, expect, it } from 'vitest';
import { pendingRequestsSlice, selectIsLoading } from './pending-requests-slice';

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
    state = reduce(state, { type: 'cart/foodAdded' });
    expect(state.count).toBe(0);
  });
});
