// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MENU_QUERY_PARAMS } from '@/features/foods/menu-query';
import { firstPageIsPrerenderedHome } from './first-page';

const firstVisit = { token: '', cartHasItems: false };
const demo = { hashUrls: true, scenarioRemembered: false };
const regular = { hashUrls: false, scenarioRemembered: false };
const at = (address: string) => new URL(address, 'https://demo.example/food-store/');
const isHome = (address: string, where = demo, visit = firstVisit) =>
  firstPageIsPrerenderedHome(at(address), where, visit);

describe("the prerendered home page (the demo's hash URLs, the regular build's paths)", () => {
  it('is the first page at home, for a first visit on the seed menu', () => {
    for (const address of ['./', './#', './#/', './#/?utm=mail', './index.html'])
      expect(isHome(address), address).toBe(true);
    for (const address of ['/', '/?utm=mail']) expect(isHome(address, regular), address).toBe(true);
  });

  it('is not the first page of any other route', () => {
    for (const address of ['./#/cart-page', './#/food/a1', './#/tag/All', './#/search/soup', './#/login'])
      expect(isHome(address), address).toBe(false);
    for (const address of ['/cart-page', '/food/a1', '/login?returnUrl=%2F', '/no/such/page'])
      expect(isHome(address, regular), address).toBe(false);
  });

  it('is not the first page when a mock scenario is asked for, in either place, or remembered for the tab', () => {
    expect(isHome('./?scenario=empty-catalogue')).toBe(false);
    expect(isHome('./#/?scenario=server-down')).toBe(false);
    expect(isHome('./', { ...demo, scenarioRemembered: true })).toBe(false);
  });

  it('is not the first page when the address sorts or filters the menu, in either place', () => {
    expect(isHome('./#/?sort=price-asc')).toBe(false);
    expect(isHome('./#/?diet=vegan&without=milk')).toBe(false);
    expect(isHome('/?favourites=1', regular)).toBe(false);
    expect(isHome('/?tag=Spicy&utm=mail', regular)).toBe(false);
  });

  it("is not the first page when the address gives any of the menu's parameters", () => {
    for (const param of MENU_QUERY_PARAMS) expect(isHome(`./#/?${param}=x`), param).toBe(false);
  });

  it('is not the first page of a shopper with a session or a cart, whose header differs', () => {
    expect(isHome('./', demo, { token: 'abc', cartHasItems: false })).toBe(false);
    expect(isHome('./', demo, { token: '', cartHasItems: true })).toBe(false);
  });
});
