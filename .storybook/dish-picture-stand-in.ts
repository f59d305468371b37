import type { Plugin } from 'vite';

/**
 * The seed's dish pictures (public/images/foods/*.svg, 400x300) as the story tests see them: one plain
 * picture of the same size, framed, so a cropped or misplaced picture still shows. The illustrations
 * are committed SVG, reviewed as text; drawn into the screenshots they were over 40 % of a menu
 * picture's bytes, and a new drawing rewrote every picture of a menu. The designers' Storybook keeps
 * the real ones: only the story tests load this plugin.
 */
const STAND_IN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">' +
  '<rect width="400" height="300" fill="#efe9dd"/>' +
  '<path d="M2 2H398V298H2Z" fill="none" stroke="#cbbfa8" stroke-width="4"/></svg>';

const DISH_PICTURE = /\/images\/foods\/[^/]+\.svg$/;

export function dishPictureStandIn(): Plugin {
  return {
    name: 'food-store:dish-picture-stand-in',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!DISH_PICTURE.test(new URL(request.url ?? '/', 'http://stories').pathname)) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(STAND_IN);
      });
    },
  };
}
