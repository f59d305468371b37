// The app's builds carry their Content-Security-Policy (content-security.mjs) as a <meta> in
// index.html, and a `_headers` file for static hosts with the rest. Build only: the dev server
// injects inline scripts.
import { contentSecurityPolicy, headersFile } from './content-security.mjs';

/** @param {{ apiBaseUrl: string, tileUrl: string }} origins */
export function securityHeaders(origins) {
  const policy = contentSecurityPolicy(origins);
  return {
    name: 'food-store:security-headers',
    apply: 'build',
    // After Vite's own HTML plugin, so index.html is in the bundle when the headers file is added.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      // Storybook builds its own iframe.html with this config: only the app's page gets the policy.
      handler: (html, { filename }) =>
        filename.endsWith('index.html')
          ? {
              html,
              tags: [
                {
                  tag: 'meta',
                  attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
                  injectTo: 'head-prepend',
                },
              ],
            }
          : html,
    },
    generateBundle(_options, bundle) {
      if ('index.html' in bundle)
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(policy) });
    },
  };
}
