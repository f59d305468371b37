/**
 * Keeps raw values out of the stylesheets (issue 11, 'Design tokens, one source'): a colour, a
 * length or a font size written out instead of a token from tokens.css, a query at a width that is
 * no breakpoint token, or a token that does not exist.
 */

/** One problem, where it is. */
export interface TokenProblem {
  line: number;
  message: string;
}

/** What a stylesheet may use: the custom properties defined, and the breakpoints' values. */
export interface TokenSet {
  defined: ReadonlySet<string>;
  breakpoints: ReadonlySet<string>;
}

// The CSS named colours; transparent, currentColor and inherit are not colours of their own.
const NAMED_COLOURS = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
  burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
  darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid
  darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet
  deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro
  ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
  lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow
  lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine
  mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen
  mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace
  olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred
  papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue
  saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey
  snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
  yellowgreen`.split(/\s+/),
);

const HEX = /#[\da-f]{3,8}\b/i;
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const LENGTH = /(?<![\w.-])-?(\d*\.?\d+)(px|rem|em|pt|ch|ex)\b/gi;
const VAR = /var\(\s*(--[\w-]+)/g;
// A query's width: `(max-width: 40rem)` or the range form `(width < 40rem)`.
const QUERY_WIDTH = /(?:(?:min|max)-width\s*:|\bwidth\s*[<>]=?)\s*([^)\s]+)/g;

/** Blanks comments, strings and url()s, keeping every line where it was. */
function blank(css: string): string {
  const spaces = (text: string) => text.replace(/[^\n]/g, ' ');
  return css
    .replace(/\/\*[\s\S]*?\*\//g, spaces)
    .replace(/'[^'\n]*'|"[^"\n]*"/g, (text) => `'${spaces(text.slice(1, -1))}'`)
    .replace(/url\([^)]*\)/gi, spaces);
}

/** The custom properties a stylesheet declares, with their values. */
export function declaredTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [, name = '', value = ''] of blank(css).matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)) {
    if (!tokens.has(name)) tokens.set(name, value.trim());
  }
  return tokens;
}

function valueProblems(property: string, value: string, tokens: TokenSet): string[] {
  const problems: string[] = [];
  for (const [, name = ''] of value.matchAll(VAR)) {
    if (!tokens.defined.has(name)) problems.push(`${name} is not a token (tokens.css)`);
  }
  // Token names are not values: --color-red names a token, it is not the colour red.
  const bare = value.replace(/--[\w-]+/g, '');
  if (HEX.test(bare) || COLOUR_FUNCTION.test(bare)) problems.push(`raw colour '${value}'`);
  for (const word of bare.match(/[a-z]+/gi) ?? []) {
    if (NAMED_COLOURS.has(word.toLowerCase())) problems.push(`named colour '${word}'`);
  }
  if (property === 'font-size') {
    if (!/^var\(--font-size-[\w-]+\)$/.test(value))
      problems.push(`font-size '${value}' is not var(--font-size-*)`);
    return problems;
  }
  for (const [length, number = '', unit = ''] of bare.matchAll(LENGTH)) {
    const hairline = Number(number) === 1 && unit.toLowerCase() === 'px';
    const tracking = property === 'letter-spacing' && unit.toLowerCase() === 'em';
    if (!hairline && !tracking) problems.push(`raw length ${length} in ${property}`);
  }
  return problems;
}

/**
 * The problems in one stylesheet. Rules are read as preludes (up to `{`) and declarations (up to
 * `;` or `}`), so selectors are never mistaken for values.
 */
export function tokenProblems(css: string, tokens: TokenSet): TokenProblem[] {
  const text = blank(css);
  const problems: TokenProblem[] = [];
  for (const segment of text.matchAll(/[^{};]+[{};]/g)) {
    const raw = segment[0];
    const body = raw.slice(0, -1).trim();
    if (!body) continue;
    const start = (segment.index ?? 0) + raw.length - raw.trimStart().length;
    const line = text.slice(0, start).split('\n').length;
    const report = (message: string) => problems.push({ line, message });
    if (raw.endsWith('{')) {
      if (!/^@(?:media|container)\b/.test(body)) continue;
      for (const [, width = ''] of body.matchAll(QUERY_WIDTH)) {
        if (!tokens.breakpoints.has(width)) report(`query width ${width} is no --breakpoint-* token`);
      }
      continue;
    }
    const colon = body.indexOf(':');
    if (colon < 0) continue;
    const property = body.slice(0, colon).trim().toLowerCase();
    if (property.startsWith('--')) {
      report(`${property} is declared outside tokens.css`);
      continue;
    }
    for (const message of valueProblems(property, body.slice(colon + 1).trim(), tokens)) report(message);
  }
  return problems;
}
