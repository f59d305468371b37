/**
 * Compression for the standalone server: a 10,000-dish menu is about 3.8 MB of JSON, which gzip
 * takes to about 170 kB and brotli to about 120 kB. Buffered, because the bridge already holds each
 * body whole, so the Content-Length stays exact.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed body saves less than the headers and the work cost. */
export const MIN_COMPRESSED_BYTES = 1024;

/** JSON, the error sentences and the SVG images; PNG, JPEG and WebP are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/i;

/** Brotli's default (11) takes seconds on the big menu; 6 is as fast as gzip and still much smaller. */
const BROTLI_QUALITY = 6;

/** How much the client wants each coding (RFC 9110 §12.5.3): listed ones by their q, the rest by `*`. */
function weights(acceptEncoding: string): Map<string, number> {
  const weight = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    if (coding === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    weight.set(coding, Number.isFinite(value) ? value : 0);
  }
  return weight;
}

/** The coding to send, or null for the body as it is; brotli wins a tie, being the smaller. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weight = weights(acceptEncoding);
  const wanted = (coding: Encoding) => weight.get(coding) ?? weight.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (wanted(b) > wanted(a) ? b : a));
  return wanted(best) > 0 ? best : null;
}

const compressors = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body),
} satisfies Record<Encoding, (body: Buffer) => Promise<Buffer>>;

/** Big enough that compressing it again costs more than a comparison: a big menu's lists. */
export const KEPT_FROM_BYTES = 256 * 1024;

/**
 * The last big body compressed in each coding. The whole menu is asked for on every visit, and at
 * 10,000 dishes compressing it again took 60–170 ms of each answer; comparing it takes about 1 ms.
 */
const lastCompressed = new Map<Encoding, { body: Buffer; compressed: Buffer }>();

async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length < KEPT_FROM_BYTES) return compressors[encoding](body);
  const last = lastCompressed.get(encoding);
  if (last?.body.equals(body)) return last.compressed;
  const compressed = await compressors[encoding](body);
  lastCompressed.set(encoding, { body, compressed });
  return compressed;
}

export interface EncodedBody {
  body: Buffer;
  /** Content-Encoding when compressed; Vary whenever the answer depended on Accept-Encoding. */
  headers: Record<string, string>;
}

/** The body as it goes on the wire, compressed when the client accepts it and it is worth it. */
export async function encodeBody(
  body: Buffer,
  contentType: string | null,
  acceptEncoding: string | undefined,
): Promise<EncodedBody> {
  if (body.length < MIN_COMPRESSED_BYTES || !COMPRESSIBLE.test(contentType ?? '')) {
    return { body, headers: {} };
  }
  const vary = { Vary: 'Accept-Encoding' };
  const encoding = chooseEncoding(acceptEncoding);
  if (encoding === null) return { body, headers: vary };
  return {
    body: await compress(body, encoding),
    headers: { ...vary, 'Content-Encoding': encoding },
  };
}
