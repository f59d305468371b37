import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint, usePaintedSince } from './painted';

describe('afterNextPaint', () => {
  it('runs the work in a task after the next frame, not within it', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('work'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    await waitFor(() => expect(order).toEqual(['frame', 'work']));
  });

  it('never runs cancelled work', async () => {
    const work = vi.fn();
    afterNextPaint(work)();
    const later = vi.fn();
    afterNextPaint(later);
    await waitFor(() => expect(later).toHaveBeenCalled());
    expect(work).not.toHaveBeenCalled();
  });
});

describe('usePaintedSince', () => {
  it('is false for a new key until a frame has been painted, then true', async () => {
    const { result, rerender } = renderHook(({ key }) => usePaintedSince(key), {
      initialProps: { key: 'Dinner' },
    });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));

    rerender({ key: 'Dessert' });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
