// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodeBody, KEPT_FROM_BYTES, MIN_COMPRESSED_BYTES } from './compression';

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['GZIP;Q=1, BR;Q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0', null],
    ['deflate, compress', null],
    ['gzip;q=nonsense', null],
  ] as const)('Accept-Encoding %j → %s', (accept, expected) => {
    expect(chooseEncoding(accept)).toBe(expected);
  });
});

describe('encodeBody', () => {
  const json = Buffer.from(JSON.stringify(Array.from({ length: 100 }, (_, id) => ({ id, name: 'Dish' }))));

  it('compresses JSON worth it, saying so and that the answer varies', async () => {
    expect(json.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    const { body, headers } = await encodeBody(json, 'application/json', 'gzip');
    expect(headers).toEqual({ 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    expect(gunzipSync(body)).toEqual(json);
  });

  it('sends the body as it is to a client without a coding, still marking that it varies', async () => {
    expect(await encodeBody(json, 'application/json', undefined)).toEqual({
      body: json,
      headers: { Vary: 'Accept-Encoding' },
    });
  });

  it('leaves small bodies and already compressed types alone', async () => {
    const small = json.subarray(0, MIN_COMPRESSED_BYTES - 1);
    expect(await encodeBody(small, 'application/json', 'br')).toEqual({ body: small, headers: {} });
    expect(await encodeBody(json, 'image/png', 'br')).toEqual({ body: json, headers: {} });
    expect(await encodeBody(json, null, 'br')).toEqual({ body: json, headers: {} });
  });

  it('never answers a changed big body with the last one compressed', async () => {
    // The same length either way: only the content tells the two apart.
    const menu = (price: string) =>
      Buffer.from(
        JSON.stringify(
          Array.from({ length: 8000 }, (_, id) => ({
            id,
            name: 'Dish',
            price: id === 7999 ? price : '4.99',
          })),
        ),
      );
    const before = menu('4.99');
    const after = menu('5.49');
    expect(before.length).toBeGreaterThanOrEqual(KEPT_FROM_BYTES);
    expect(after.length).toBe(before.length);
    for (const body of [before, before, after, before]) {
      const { body: sent } = await encodeBody(body, 'application/json', 'br');
      expect(brotliDecompressSync(sent)).toEqual(body);
    }
  });

  it('sends an unchanged big body compressed once, not again', async () => {
    const menu = Buffer.from(
      JSON.stringify(Array.from({ length: 16000 }, (_, id) => ({ id, name: 'Dish' }))),
    );
    expect(menu.length).toBeGreaterThanOrEqual(KEPT_FROM_BYTES);
    const first = await encodeBody(menu, 'application/json', 'gzip');
    const again = await encodeBody(Buffer.from(menu), 'application/json', 'gzip');
    expect(again.body).toBe(first.body);
    expect(gunzipSync(again.body)).toEqual(menu);
  });
});
