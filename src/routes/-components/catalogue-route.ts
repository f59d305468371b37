import { lazyRouteComponent } from '@tanstack/react-router';

/** The page of '/', '/tag/$tag' and '/search/$searchTerm', loaded with the first of them. */
export const CataloguePage = lazyRouteComponent(() => import('./catalogue-page'), 'CataloguePage');

/**
 * The component of the three menu routes. The page itself is the root layout's to render
 * (./kept-menu-page.tsx), so that it outlives a dish opened from it; the routes only load its code
 * (the router preloads a route's component before it shows the route) and say which page is matched.
 * Their files opt out of the router's code splitting, which would wrap this once per route.
 */
export function MenuRouteSlot() {
  return null;
}
MenuRouteSlot.preload = CataloguePage.preload;
