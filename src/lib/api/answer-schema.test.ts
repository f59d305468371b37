// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerSchema, deepFreeze } from './answer-schema';

describe('answerSchema', () => {
  it('gives what the reader read, frozen through and through', () => {
    const schema = answerSchema((raw) => (raw as { dishes: unknown[] }).dishes);
    const result = schema['~standard'].validate({ dishes: [{ id: 'a', tags: ['Lunch'] }] });
    expect(result).toEqual({ value: [{ id: 'a', tags: ['Lunch'] }] });
    const value = 'value' in result ? (result.value as { tags: string[] }[]) : [];
    expect([value, value[0], value[0]?.tags].map((part) => Object.isFrozen(part))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("turns what the reader refuses into the call's issue", () => {
    const schema = answerSchema(() => {
      throw new Error('The server’s answer was not a list of dishes.');
    });
    expect(schema['~standard'].validate('<html>')).toEqual({
      issues: [{ message: 'The server’s answer was not a list of dishes.' }],
    });
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays, leaves other values alone, and survives shared parts', () => {
    const shared = { name: 'Lunch' };
    const value = deepFreeze({ list: [shared, shared], nothing: null, count: 2 });
    expect(Object.isFrozen(value.list)).toBe(true);
    expect(Object.isFrozen(shared)).toBe(true);
    expect(deepFreeze('text')).toBe('text');
    expect(deepFreeze(null)).toBeNull();
  });
});
