import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The component of '/', '/tag/$tag' and '/search/$searchTerm', loaded with the first of them. The
 * same wrapper for all three (their files keep it out of the router's own code splitting, which
 * would wrap it once per route): React then sees one component and keeps the page across them.
 */
export const CatalogueRoute = lazyRouteComponent(() => import('@/pages/catalogue-page'), 'CataloguePage');
