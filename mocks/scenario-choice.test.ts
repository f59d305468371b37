import { describe, expect, it, vi } from 'vitest';
import { SCENARIO_STORAGE_KEY } from '@contract/demo';
import { chooseChaos, chooseScenario } from './scenario-choice';

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

describe('chooseChaos', () => {
  const noRandom = () => {
    throw new Error('no random seed expected here');
  };

  it('takes ?seed= and ?rate= (in the hash too) and keeps them for a reload without them', () => {
    expect(chooseChaos(at('/demo/#/?scenario=chaos&seed=42&rate=0.5'), sessionStorage, noRandom)).toEqual({
      settings: { seed: 42, rate: 0.5 },
      problems: [],
    });
    expect(chooseChaos(at('/cart-page'), sessionStorage, noRandom).settings).toEqual({ seed: 42, rate: 0.5 });
    expect(chooseChaos(at('/?seed=7'), sessionStorage, noRandom).settings).toEqual({ seed: 7, rate: 0.5 });
  });

  it('draws a seed when none is given, and replays it on reload', () => {
    const first = chooseChaos(at('/?scenario=chaos'), sessionStorage, () => 1234);
    expect(first.settings).toEqual({ seed: 1234, rate: 0.2 });
    expect(chooseChaos(at('/'), sessionStorage, () => 999).settings.seed).toBe(1234);
  });

  it('names a seed or rate it cannot read, and runs on a drawn seed', () => {
    const chosen = chooseChaos(at('/?seed=abc&rate=-1'), sessionStorage, () => 5);
    expect(chosen.settings).toEqual({ seed: 5, rate: 0.2 });
    expect(chosen.problems).toHaveLength(2);
  });

  it('survives a garbled memory and a storage that refuses', () => {
    sessionStorage.setItem('foodstore.mockChaos', '{not json');
    expect(chooseChaos(at('/'), sessionStorage, () => 3).settings).toEqual({ seed: 3, rate: 0.2 });
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(chooseChaos(at('/?seed=11'), refusing, noRandom).settings.seed).toBe(11);
  });
});
