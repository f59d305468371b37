import { describe, expect, it, vi } from 'vitest';
import { SCENARIO_STORAGE_KEY } from '@contract/demo';
import { chooseScenario } from './scenario-choice';

const at = (href: string) => new URL(href, 'https://shop.test/');

describe('chooseScenario', () => {
  it('picks ?scenario= and remembers it for the tab', () => {
    expect(chooseScenario(at('/?scenario=slow'), sessionStorage)).toBe('slow');
    expect(sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBe('slow');
    expect(chooseScenario(at('/cart-page'), sessionStorage)).toBe('slow');
  });

  it('reads the query inside the hash too (hash routing)', () => {
    expect(chooseScenario(at('/demo/#/cart-page?scenario=server-down'), sessionStorage)).toBe('server-down');
  });

  it('forgets it with ?scenario=none', () => {
    chooseScenario(at('/?scenario=slow'), sessionStorage);
    expect(chooseScenario(at('/?scenario=none'), sessionStorage)).toBeNull();
    expect(chooseScenario(at('/'), sessionStorage)).toBeNull();
  });

  it('ignores unknown names with a warning, keeping the remembered one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    chooseScenario(at('/?scenario=slow'), sessionStorage);
    expect(chooseScenario(at('/?scenario=toString'), sessionStorage)).toBe('slow');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('toString'));
  });

  it('ignores a tampered stored value', () => {
    sessionStorage.setItem(SCENARIO_STORAGE_KEY, '<script>');
    expect(chooseScenario(at('/'), sessionStorage)).toBeNull();
  });

  it('falls back to the URL alone without storage or when storage throws', () => {
    expect(chooseScenario(at('/?scenario=login-fails'), null)).toBe('login-fails');
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(chooseScenario(at('/?scenario=login-fails'), throwing)).toBe('login-fails');
    expect(chooseScenario(at('/'), throwing)).toBeNull();
  });
});
