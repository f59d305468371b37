import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { env } from '@/config/env';

/** A plain local map tile for stories and browser tests: no network, stable screenshots. */
export const STORY_TILE_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
    '<rect width="256" height="256" fill="#eef2e6"/><path d="M0 .5H256M.5 0V256" stroke="#cfd8c4"/></svg>',
)}`;

const tileTemplate = new RegExp(
  `^${env.tileUrl.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
);
const storyTile = decodeURIComponent(STORY_TILE_URL.slice(STORY_TILE_URL.indexOf(',') + 1));

/**
 * Pages draw their maps from env.tileUrl; the mock worker answers those tile requests with the
 * stories' plain local tile, so page screenshots are stable and nothing leaves the machine.
 */
export const storyMapTiles: HttpHandler = http.get(
  ({ request }) => tileTemplate.test(request.url),
  () => new Response(storyTile, { headers: { 'Content-Type': 'image/svg+xml' } }),
);
