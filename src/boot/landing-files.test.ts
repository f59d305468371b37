import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_FILES_META as LISTED_AS } from '../../vite-plugins/route-files.mjs';
import { ROUTE_FILES_META, landingRouteFor, preloadLanding } from './landing-files';
import type { StoredVisit } from './stored-visit';

const visit = (cartPictures: string[] = []): StoredVisit => ({
  token: '',
  cartHasItems: cartPictures.length > 0,
  cartPictures,
});
const listed = (route: string, content: string) =>
  `<meta name="${ROUTE_FILES_META}" data-route="${route}" content="${content}">`;
const LISTS =
  listed('food.$id.tsx', '/assets/food.js /assets/food.css /assets/stars.js') +
  listed('cart-page.tsx', '/assets/cart.js');
const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => [
    link.rel,
    link.getAttribute('as'),
    link.href.replace(location.origin, ''),
  ]);

describe('what a first visit fetches before the app asks', () => {
  afterEach(() => document.head.replaceChildren());

  it('knows the dish page and the cart by their route files, as the build names them', () => {
    expect(ROUTE_FILES_META).toBe(LISTED_AS);
    expect(['/cart-page', '/food/abc', '/food/a/b', '/food/', '/', '/login'].map(landingRouteFor)).toEqual([
      'cart-page.tsx',
      'food.$id.tsx',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("preloads a dish page's files as the build lists them: scripts as modules, styles as styles", () => {
    document.head.innerHTML = LISTS;
    preloadLanding('/food/abc', visit(['/images/never.svg']), 'https://api.example.test/');
    expect(links()).toEqual([
      ['modulepreload', null, '/assets/food.js'],
      ['preload', 'style', '/assets/food.css'],
      ['modulepreload', null, '/assets/stars.js'],
    ]);
    expect(
      [...document.head.querySelectorAll<HTMLLinkElement>('link')].every((link) => link.crossOrigin === ''),
    ).toBe(true);
  });

  it("preloads the cart's files and its first pictures, relative ones from the base given", () => {
    document.head.innerHTML = LISTS;
    preloadLanding(
      '/cart-page',
      visit(['/images/a.svg', 'https://cdn.example/b.svg']),
      'https://api.example.test/',
    );
    expect(links()).toEqual([
      ['modulepreload', null, '/assets/cart.js'],
      ['preload', 'image', 'https://api.example.test/images/a.svg'],
      ['preload', 'image', 'https://cdn.example/b.svg'],
    ]);
  });

  it('preloads nothing elsewhere, nor what the page does not list', () => {
    document.head.innerHTML = LISTS;
    preloadLanding('/login', visit(['/images/a.svg']), 'https://api.example.test/');
    expect(links()).toEqual([]);
    document.head.replaceChildren();
    preloadLanding('/food/abc', visit(), 'https://api.example.test/');
    expect(links()).toEqual([]);
  });
});
