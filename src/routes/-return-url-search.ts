import { safeReturnUrl } from '@/utils/return-url';

/** Parses `?returnUrl=` once, at the route: only a same-origin path survives (DESIGN decision 6). */
export function returnUrlSearch(search: Record<string, unknown>): { returnUrl?: string } {
  return search.returnUrl === undefined ? {} : { returnUrl: safeReturnUrl(search.returnUrl) };
}
