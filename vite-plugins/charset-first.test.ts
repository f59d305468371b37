// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withCharsetFirst } from './charset-first.mjs';

const page = (head: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n${head}\n  </head>\n  <body></body>\n</html>\n`;

describe('withCharsetFirst', () => {
  it('moves the charset declaration above the tags the build put atop the head', () => {
    const policy = '    <meta http-equiv="Content-Security-Policy" content="default-src \'self\'">';
    const files =
      '    <meta name="food-store:route-files" data-route="login.tsx" content="/assets/login.js">';
    const html = withCharsetFirst(
      page(`${policy}\n${files}\n    <meta charset="UTF-8" />\n    <title>Food Store</title>`),
    );

    expect(html).toBe(
      page(`    <meta charset="UTF-8" />\n${policy}\n${files}\n    <title>Food Store</title>`),
    );
  });

  it('keeps one declaration, within the first 1024 bytes however much comes before it', () => {
    const tags = Array.from(
      { length: 40 },
      (_, index) =>
        `    <meta name="food-store:route-files" data-route="r${index}.tsx" content="/assets/r${index}.js">`,
    );
    const html = withCharsetFirst(page(`${tags.join('\n')}\n    <meta charset="utf-8">`));

    expect(html.match(/<meta charset/g)).toHaveLength(1);
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(1024);
  });

  it('leaves a page without a declaration or without a head as it is', () => {
    const noCharset = page('    <title>Food Store</title>');
    const noHead = '<meta charset="UTF-8"><p>Food Store</p>';

    expect(withCharsetFirst(noCharset)).toBe(noCharset);
    expect(withCharsetFirst(noHead)).toBe(noHead);
  });
});
