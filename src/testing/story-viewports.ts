import type { ViewportMap } from 'storybook/viewport';

/**
 * Storybook's viewports, named after the app's own layouts. The app switches to its phone layout
 * below 40rem = 640px (the `--breakpoint-*` tokens in src/styles/tokens.css): both phones sit below
 * it, tablet and desktop above. addon-vitest sizes the test browser from the same list.
 */
export const APP_VIEWPORTS = {
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  smallPhone: { name: 'Small phone', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const satisfies ViewportMap;

export type AppViewport = keyof typeof APP_VIEWPORTS;

/** A story's `globals` to render it in one of the app's viewports, e.g. `globals: at('phone')`. */
export function at(viewport: AppViewport) {
  return { viewport: { value: viewport, isRotated: false } };
}
