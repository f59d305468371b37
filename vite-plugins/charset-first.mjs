// A page's character encoding must be declared in its first 1024 bytes, or the browser decides it
// alone and may parse the page again once it reaches the declaration (HTML § "specifying the
// document's character encoding"). The build puts tags atop <head> (the security policy, each
// route's file list, the boot scripts): 3–4 kB that pushed index.html's own <meta charset> past
// that limit. This moves it back to the head's first line, after every other plugin's tags.

const CHARSET_META = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>\s*/i;
const HEAD_OPEN = /<head(\s[^>]*)?>/i;

/** `html` with its charset declaration first in <head>; unchanged when it has none or no <head>. */
export function withCharsetFirst(html) {
  const meta = CHARSET_META.exec(html);
  if (!meta || !HEAD_OPEN.test(html)) return html;
  const rest = html.slice(0, meta.index) + html.slice(meta.index + meta[0].length);
  return rest.replace(HEAD_OPEN, (head) => `${head}\n    ${meta[0].trim()}`);
}

export function charsetFirst() {
  return {
    name: 'food-store:charset-first',
    // After the plugins that add tags (enforce 'post', order 'post', listed last).
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: withCharsetFirst },
  };
}
