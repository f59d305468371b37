/** A plain local map tile for stories and browser tests: no network, stable screenshots. */
export const STORY_TILE_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
    '<rect width="256" height="256" fill="#eef2e6"/><path d="M0 .5H256M.5 0V256" stroke="#cfd8c4"/></svg>',
)}`;
