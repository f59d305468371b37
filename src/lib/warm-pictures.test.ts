import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Pictures the code made, in order; jsdom loads none, so the test says when each is done. */
let made: HTMLImageElement[];
let idle: (() => void)[];

/** A fresh module each test: it holds what it warmed for as long as the app runs. */
async function load() {
  vi.resetModules();
  return import('./warm-pictures');
}

/** Runs what is waiting for the browser to be idle, as the browser would: one callback at a time. */
function runIdle() {
  const waiting = idle.splice(0);
  for (const work of waiting) work();
}

beforeEach(() => {
  made = [];
  idle = [];
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
  const RealImage = globalThis.Image;
  vi.stubGlobal(
    'Image',
    class extends RealImage {
      constructor() {
        super();
        made.push(this);
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sources = () => made.map((picture) => picture.getAttribute('src'));

describe('warmPictures', () => {
  it('loads one picture per idle moment, each after the last has loaded or failed, in order, once each', async () => {
    const { warmPictures } = await load();
    warmPictures(['/a.svg', '/b.svg', '/a.svg', '', '/c.svg']);
    expect(made).toHaveLength(0);

    runIdle();
    expect(sources()).toEqual(['/a.svg']);
    expect(made[0]!.decoding).toBe('async');
    // Not loaded yet: the next waits for it.
    runIdle();
    expect(sources()).toEqual(['/a.svg']);

    made[0]!.dispatchEvent(new Event('load'));
    runIdle();
    expect(sources()).toEqual(['/a.svg', '/b.svg']);

    made[1]!.dispatchEvent(new Event('error'));
    runIdle();
    // The repeated '/a.svg' and the empty address are skipped.
    expect(sources()).toEqual(['/a.svg', '/b.svg', '/c.svg']);

    made[2]!.dispatchEvent(new Event('load'));
    runIdle();
    expect(made).toHaveLength(3);
    expect(idle).toHaveLength(0);
  });

  it('does not load a picture warmed by an earlier call again', async () => {
    const { warmPictures } = await load();
    warmPictures(['/a.svg']);
    runIdle();
    warmPictures(['/a.svg', '/b.svg']);
    runIdle();
    expect(sources()).toEqual(['/a.svg', '/b.svg']);
  });

  it(`holds at most MAX_WARM_PICTURES`, async () => {
    const { warmPictures, MAX_WARM_PICTURES } = await load();
    warmPictures(Array.from({ length: MAX_WARM_PICTURES + 5 }, (_, index) => `/${index}.svg`));
    for (let index = 0; index < MAX_WARM_PICTURES + 5; index += 1) {
      runIdle();
      made.at(-1)?.dispatchEvent(new Event('load'));
    }
    expect(made).toHaveLength(MAX_WARM_PICTURES);
    expect(idle).toHaveLength(0);
  });

  it('loads nothing for a shopper who asked the browser to save data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { warmPictures } = await load();
    warmPictures(['/a.svg']);
    runIdle();
    expect(made).toHaveLength(0);
    expect(idle).toHaveLength(0);
  });
});
