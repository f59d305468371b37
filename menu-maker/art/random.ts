/** Deterministic randomness per dish (seeded from its id), so each picture varies but never changes. */

export interface Rng {
  /** 0 ≤ x < 1. */
  next(): number;
  between(min: number, max: number): number;
  pick<T>(items: readonly [T, ...T[]]): T;
}

function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: small, fast and good enough for scattering toppings. */
export function rngFor(seedText: string): Rng {
  let state = hashText(seedText);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
  };
}

export interface Point {
  x: number;
  y: number;
}

/** Evenly spread points in an ellipse (a sunflower spiral with jitter): toppings that rarely overlap. */
export function scatter(rng: Rng, count: number, cx: number, cy: number, rx: number, ry = rx): Point[] {
  const turn = rng.between(0, Math.PI * 2);
  return Array.from({ length: count }, (_, index) => {
    const radius = Math.sqrt((index + 0.5) / count) * rng.between(0.85, 1);
    const angle = turn + index * 2.39996 + rng.between(-0.2, 0.2);
    return { x: cx + Math.cos(angle) * radius * rx, y: cy + Math.sin(angle) * radius * ry };
  });
}
