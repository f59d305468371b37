/**
 * Stands in for path-to-regexp's `match` in the browser build only (vite-plugins/msw-stand-ins.mjs).
 * msw turns every route's path into a pattern and matches it against each request's URL with
 * version 6 of path-to-regexp (4.4 kB of parser for its whole syntax). The mock's routes use a
 * sliver of it: `*${path}` (msw writes the `*` as `(.*)`), literal text and `/:name` segments. This
 * matches those exactly as path-to-regexp does (the test compares the two on every route) and
 * refuses any other syntax when the route is made, so a new kind of route fails loudly here.
 */
export interface Match {
  path: string;
  index: number;
  params: Record<string | number, string>;
}

/** `(.*)`, a `/:name` segment, or one literal character. */
const TOKEN = /\(\.\*\)|\/:(\w+)|([^:()*?+{}\\])/y;
/** path-to-regexp's default for a named segment: anything up to the next delimiter. */
const SEGMENT = '\\/([^\\/#\\?]+?)';

export function match(
  path: string,
  { decode }: { decode: (value: string) => string },
): (pathname: string) => Match | false {
  if (typeof path !== 'string') throw unsupported(path);
  const keys: (string | number)[] = [];
  let source = '^';
  for (TOKEN.lastIndex = 0; TOKEN.lastIndex < path.length;) {
    const token = TOKEN.exec(path);
    if (!token) throw unsupported(path);
    const [, name, char] = token;
    if (char !== undefined) source += char.replace(/[.+*?=^!:${}()[\]|/\\]/g, '\\$&');
    else if (name !== undefined) {
      keys.push(name);
      source += SEGMENT;
    } else {
      keys.push(keys.filter((key) => typeof key === 'number').length);
      source += '(.*)';
    }
  }
  // As path-to-regexp's defaults: the whole path, an optional trailing delimiter, any letter case.
  const pattern = new RegExp(`${source}[\\/#\\?]?$`, 'i');
  return (pathname) => {
    const found = pattern.exec(pathname);
    if (!found) return false;
    const params: Match['params'] = Object.create(null) as Match['params'];
    keys.forEach((key, index) => {
      const value = found[index + 1];
      if (value !== undefined) params[key] = decode(value);
    });
    return { path: found[0], index: found.index, params };
  };
}

function unsupported(path: unknown): TypeError {
  return new TypeError(
    `path-to-regexp-lite: the route "${String(path)}" uses syntax this stand-in does not take. ` +
      'Extend mocks/browser/path-to-regexp-lite.ts (and its test) for it.',
  );
}
