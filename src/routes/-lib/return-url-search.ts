import { safeReturnUrl } from '@/utils/return-url';

/** Parses `?returnUrl=` once, at the route: only a same-origin path survives (decision 6 in docs/product.md). */
export function returnUrlSearch(search: Record<string, unknown>): { returnUrl?: string } {
  return search.returnUrl === undefined ? {} : { returnUrl: safeReturnUrl(search.returnUrl) };
}
