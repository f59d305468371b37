// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chaosLink, scenarioHref, stateLink, withoutParam } from './links';

const DEMO = 'https://demo.example/food-store/';

describe('the demo bar’s links', () => {
  it('opens a named state or a chaos run on the start page, whatever page the tab shows', () => {
    expect(stateLink(`${DEMO}?scenario=slow#/orders`, 'payment-fails')).toBe(`${DEMO}?state=payment-fails`);
    expect(chaosLink(DEMO, { seed: 42, rate: 0.3 })).toBe(`${DEMO}?scenario=chaos&seed=42&rate=0.3`);
  });

  it('switches this page to another scenario, with the chaos seed and rate only for chaos', () => {
    const chaos = `${DEMO}?scenario=chaos&seed=1&rate=0.2#/cart-page`;
    expect(scenarioHref(chaos, null, null)).toBe(`${DEMO}?scenario=none#/cart-page`);
    expect(scenarioHref(DEMO, 'chaos', { seed: 5, rate: 1 })).toBe(`${DEMO}?scenario=chaos&seed=5&rate=1`);
  });

  it('takes a parameter off the query and off a hash route’s query, keeping the rest', () => {
    expect(withoutParam(`${DEMO}?state=x&scenario=slow#/orders`, 'state')).toBe(
      `${DEMO}?scenario=slow#/orders`,
    );
    expect(withoutParam(`${DEMO}#/orders?state=x&page=2`, 'state')).toBe(`${DEMO}#/orders?page=2`);
    expect(withoutParam(`${DEMO}#/orders?state=x`, 'state')).toBe(`${DEMO}#/orders`);
  });
});
