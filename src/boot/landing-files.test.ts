import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE_FILES, ROUTE_FILES_META } from '@/config/constants';
import { landingRouteFor, preloadLanding } from './landing-files';
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

  it('knows the menu, the dish page and the cart by their files, as the build names them', () => {
    expect(
      ['/cart-page', '/food/abc', '/food/a/b', '/food/', '/login', '/checkout'].map(landingRouteFor),
    ).toEqual(['cart-page.tsx', 'food.$id.tsx', undefined, undefined, undefined, undefined]);
    expect(['/', '/tag/Soup', '/search/pho', '/search', '/tag/a/b'].map(landingRouteFor)).toEqual([
      CATALOGUE_FILES,
      CATALOGUE_FILES,
      CATALOGUE_FILES,
      undefined,
      undefined,
    ]);
  });

  it("preloads the menu's files on the menu's pages only", () => {
    document.head.innerHTML = LISTS + listed(CATALOGUE_FILES, '/assets/menu.js /assets/menu.css');
    preloadLanding('/checkout', visit(), 'https://api.example.test/');
    expect(links()).toEqual([]);
    preloadLanding('/tag/Soup', visit(), 'https://api.example.test/');
    expect(links()).toEqual([
      ['modulepreload', null, '/assets/menu.js'],
      ['preload', 'style', '/assets/menu.css'],
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
