// @vitest-environment node
/** The standalone server, started as `npm run mock-server` would, checked by the contract-check CLI. */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, SEED_FOODS } from '../seed';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = `${ROOT}node_modules/.bin/tsx`;
// Every test here starts tsx processes, each compiling its TypeScript on start: beside other heavy
// steps one contract check took over 30 s. The hook that starts the server gets as long.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let server: ChildProcess | undefined;
let baseUrl = '';

/** Runs a command to its end; the test process's msw does not reach into child processes. */
function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, args, { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** fetch past the in-process msw (set up by the test setup), to the real server. */
const realFetch = (path: string, init?: RequestInit) => fetch(bypass(`${baseUrl}${path}`, init));

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Sent in these pieces; with no Content-Length header the body goes chunked. */
  pieces?: Buffer[];
  /** Leave the request unfinished: the answer must come without the rest of the body. */
  unfinished?: boolean;
}

/**
 * A call as sent, answered as received: Node's fetch would resolve '..' segments before sending and
 * decompress the body before the test could see it. A server that answers and closes before the body
 * is all sent is fine: the answer counts, not the write that failed after it.
 */
function rawRequest(
  path: string,
  { method = 'GET', headers = {}, pieces = [], unfinished }: RawRequest = {},
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    let answered = false;
    const request = httpRequest({ hostname, port, path, method, headers }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    for (const piece of pieces) request.write(piece);
    if (!unfinished) request.end();
  });
}

const rawGet = (path: string, headers: Record<string, string> = {}) => rawRequest(path, { headers });

interface StartedServer {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
}

/** Starts `npm run mock-server`'s script on a free port with `env`, resolved once it has said what it allows. */
function startServer(env: Record<string, string>): Promise<StartedServer> {
  const child = spawn(TSX, ['mocks/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: '0', ...env },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port && output.includes('Web pages allowed'))
        resolve({ child, baseUrl: `http://127.0.0.1:${port}`, output: () => output });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`mock server exited (${code}): ${output}`)));
  });
}

let serverOutput: () => string = () => '';

beforeAll(async () => {
  const started = await startServer({ MOCK_CORS_ORIGINS: 'http://app.test:5173, http://localhost:5173' });
  server = started.child;
  baseUrl = started.baseUrl;
  serverOutput = started.output;
});

afterAll(() => {
  server?.kill();
});

describe('the standalone mock server', () => {
  it('passes the contract check (npm run contract:check) with the admin steps skipped, exit 0', async () => {
    const { code, output } = await run(['contract/check/cli.ts', '--base-url', baseUrl]);
    expect(output).toMatch(/\d+ calls: \d+ passed, 0 failed\. 2 skipped/);
    expect(output).toMatch(/^SKIP .*\/api\/admin\/orders .*--admin-email and --admin-password/m);
    expect(output).not.toContain('FAIL');
    expect(code).toBe(0);
  });

  it('runs the admin steps too when given the demo admin', async () => {
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
    const { code, output } = await run([
      'contract/check/cli.ts',
      `--base-url=${baseUrl}`,
      '--admin-email',
      admin?.email ?? '',
      '--admin-password',
      admin?.password ?? '',
    ]);
    expect(output).toMatch(/^PASS {2}200 {2}GET {2}\/api\/admin\/orders /m);
    expect(output).not.toMatch(/SKIP|FAIL|skipped/);
    expect(code).toBe(0);
  });

  it('answers CORS preflights for the access_token header and credentials, echoing the origin', async () => {
    const response = await realFetch('/api/users/update', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://app.test:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'access_token, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app.test:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toContain('access_token');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('gives an origin it was not told about no CORS headers, so browsers keep that page out', async () => {
    const preflight = await realFetch('/api/users/update', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const answer = await realFetch('/api/foods', { headers: { Origin: 'https://evil.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('advertises only the methods the API uses', async () => {
    const preflight = await realFetch('/api/orders/create', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
  });

  it('marks API answers for CORS too, and serves the images its URLs point at', async () => {
    const response = await realFetch('/api/foods', { headers: { Origin: 'http://app.test:5173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app.test:5173');
    const foods = (await response.json()) as { imageUrl: string; diets?: unknown; allergens?: unknown }[];
    expect(foods).toHaveLength(SEED_FOODS.length);
    // The extension fields travel too: the app's diet labels and allergen list need them.
    expect(foods[0]).toEqual(
      expect.objectContaining({ diets: expect.any(Array), allergens: SEED_FOODS[0]?.allergens }),
    );
    const imagePath = new URL(foods[0]?.imageUrl ?? '').pathname;
    const image = await realFetch(imagePath);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg /);
  });

  it('answers unknown paths and escaping image paths with a 404 sentence', async () => {
    for (const path of ['/nothing', '/images/foods/none.svg', '/images/%2e%2e/%2e%2e/package.json']) {
      const response = await realFetch(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/plain/);
    }
  });

  it('writes image URLs as the client reached it, through a proxy too', async () => {
    const response = await realFetch('/api/foods', {
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shop.example, inner.proxy' },
    });
    const foods = (await response.json()) as { imageUrl: string }[];
    expect(foods[0]?.imageUrl).toMatch(/^https:\/\/shop\.example\/images\//);
  });

  it('answers calls no route takes as a careful server would: 404, 405 with Allow, 400 for a blank term', async () => {
    const answers = [
      ['GET', '/api/nothing', 404, null],
      ['PUT', '/api/foods', 405, 'GET'],
      ['GET', '/api/auth/login', 405, 'POST'],
      ['DELETE', `/api/foods/${SEED_FOODS[0]!.id}`, 405, 'GET'],
      ['GET', '/api/foods/search/', 400, null],
      ['GET', '/api/foods/search/%20%20', 400, null],
      ['GET', '/api/foods/tag/', 400, null],
    ] as const;
    for (const [method, path, status, allow] of answers) {
      const response = await realFetch(path, { method });
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(await response.text(), `${method} ${path}`).toMatch(/^[A-Z].*\.$/);
    }
  });

  it("never lets a '..' segment turn one call into another (/api/orders/track/%2e%2e is not the order list)", async () => {
    for (const path of ['/api/orders/track/%2e%2e', '/api/orders/track/.%2E', '/api/foods/%2e']) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBe(404);
      expect(body.toString(), path).toBe('There is no such API call.');
    }
  });

  it('sends the menu as it is to a client that asks for no compression', async () => {
    const plain = await rawGet('/api/foods');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    expect(plain.headers.vary).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(plain.body.toString())).toHaveLength(SEED_FOODS.length);
  });

  it.each([
    ['gzip', 'gzip, deflate', gunzipSync],
    ['br', 'gzip, deflate, br', brotliDecompressSync],
  ] as const)(
    'compresses the menu with %s when the client takes it, to the same JSON',
    async (coding, accept, decode) => {
      const plain = await rawGet('/api/foods');
      const packed = await rawGet('/api/foods', {
        'Accept-Encoding': accept,
        Origin: 'http://app.test:5173',
      });
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding']).toBe(coding);
      expect(packed.headers['content-length']).toBe(String(packed.body.length));
      expect(packed.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decode(packed.body).toString())).toEqual(JSON.parse(plain.body.toString()));
      // Caches must keep the encodings apart, and the CORS headers stay as they were.
      expect(packed.headers.vary).toBe('Origin, Accept-Encoding');
      expect(packed.headers['access-control-allow-origin']).toBe('http://app.test:5173');
    },
  );

  it('leaves small answers, and answers to clients refusing every coding, uncompressed', async () => {
    const tags = await rawGet('/api/foods/tags', { 'Accept-Encoding': 'gzip' });
    expect(tags.body.length).toBeLessThan(1024);
    expect(tags.headers['content-encoding']).toBeUndefined();
    const refused = await rawGet('/api/foods', { 'Accept-Encoding': 'gzip;q=0, br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString())).toHaveLength(SEED_FOODS.length);
  });

  it('reports a failing server: the CLI exits non-zero against something that is not the API', async () => {
    const { code, output } = await run(['contract/check/cli.ts', '--base-url', `${baseUrl}/images`]);
    expect(output).toContain('FAIL');
    expect(code).toBe(1);
    expect((await run(['contract/check/cli.ts', '--base-url', 'ftp://x'])).code).toBe(2);
    const halfAdmin = ['contract/check/cli.ts', '--base-url', baseUrl, '--admin-email', 'a@b.co'];
    expect((await run(halfAdmin)).code).toBe(2);
  });
});

describe('the standalone mock server speaks to a newcomer', () => {
  const STRANGER = 'http://stranger.test:3000';
  const shopper = {
    email: 'door@example.com',
    password: 'secret-door',
    confirmPassword: 'secret-door',
    name: 'Door Test',
    address: 'Gate Street 1',
  };

  it('says which web pages may call it when it starts', () => {
    expect(serverOutput()).toContain(
      'Web pages allowed to call it (MOCK_CORS_ORIGINS): http://app.test:5173, http://localhost:5173\n',
    );
  });

  it('warns about each MOCK_CORS_ORIGINS entry that is no origin, and starts with the others', async () => {
    const started = await startServer({ MOCK_CORS_ORIGINS: '*,localhost:3000,,http://ok.test:8080' });
    try {
      const output = started.output();
      expect(output).toContain('Warning: MOCK_CORS_ORIGINS: "*" is not allowed');
      expect(output).toContain(
        'Warning: MOCK_CORS_ORIGINS: "localhost:3000" is not a full origin: write its scheme too, e.g. http://localhost:3000.',
      );
      expect(output).toContain('Warning: MOCK_CORS_ORIGINS: an empty entry');
      expect(output).toContain('Web pages allowed to call it (MOCK_CORS_ORIGINS): http://ok.test:8080\n');
    } finally {
      started.child.kill();
    }
  });

  it('names a refused origin once, with the variable that would allow it', async () => {
    for (let call = 0; call < 3; call += 1)
      await realFetch('/api/foods/tags', { headers: { Origin: STRANGER } });
    const advice = `MOCK_CORS_ORIGINS=http://app.test:5173,http://localhost:5173,${STRANGER}`;
    await expect.poll(() => serverOutput()).toContain(advice);
    expect(serverOutput().split(`Refused a call from ${STRANGER}`)).toHaveLength(2);
  });

  it('refuses a simple text/plain POST from a refused origin, which therefore changes nothing', async () => {
    const register = (origin: string) =>
      rawRequest('/api/auth/register', {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'text/plain' },
        pieces: [Buffer.from(JSON.stringify(shopper))],
      });
    const refused = await register(STRANGER);
    expect(refused.status).toBe(403);
    expect(refused.body.toString()).toBe(
      `Calls from ${STRANGER} are not allowed: it is not in MOCK_CORS_ORIGINS.`,
    );
    const login = () =>
      realFetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: shopper.email, password: shopper.password }),
      });
    expect((await login()).status).toBe(400);
    // The same call from a listed page goes through: the refusal was the origin's.
    expect((await register('http://app.test:5173')).status).toBe(201);
    expect((await login()).status).toBe(200);
  });

  it('varies every answer by Origin: none, refused or allowed', async () => {
    const callers: Record<string, string>[] = [{}, { Origin: STRANGER }, { Origin: 'http://app.test:5173' }];
    for (const headers of callers) {
      const answer = await rawGet('/api/foods/tags', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers.vary, JSON.stringify(headers)).toBe('Origin');
    }
  });

  it('refuses an oversized body at its declared length, before it has arrived', async () => {
    const answer = await rawRequest('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024) },
      pieces: [Buffer.from('{"name":"')],
      unfinished: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.toString()).toBe('The request is too large.');
  });

  it('refuses an oversized chunked body once it passes the limit, without waiting for its end', async () => {
    const piece = Buffer.alloc(64 * 1024, 'a');
    const answer = await rawRequest('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // 320 kB of a body that never ends: the answer cannot wait for the rest.
      pieces: Array.from({ length: 5 }, () => piece),
      unfinished: true,
    });
    expect(answer.status).toBe(413);
  });
});

describe('the standalone mock server under MOCK_SCENARIO=chaos', () => {
  /** What each of a dozen different calls meets, sent side by side: each is its call's first. */
  async function outcomes(base: string) {
    const paths = [
      '/api/foods',
      '/api/foods/tags',
      ...SEED_FOODS.slice(0, 10).map((food) => `/api/foods/${food.id}`),
    ];
    return Promise.all(
      paths.map(async (path) => {
        try {
          // A slow answer comes 3 s late, a timeout never within 15 s.
          const answer = await fetch(bypass(`${base}${path}`), { signal: AbortSignal.timeout(15_000) });
          return `${path} ${answer.status} ${answer.headers.get('x-mock-injected') ?? '-'}`;
        } catch {
          return `${path} no answer`;
        }
      }),
    );
  }

  it('fails the same calls again for the same MOCK_CHAOS_SEED, and says the seed when it starts', async () => {
    const env = { MOCK_SCENARIO: 'chaos', MOCK_CHAOS_SEED: '42', MOCK_CHAOS_RATE: '0.5' };
    const runs = [];
    for (let run = 0; run < 2; run += 1) {
      const started = await startServer(env);
      try {
        expect(started.output()).toContain(
          '(scenario: chaos, seed 42, rate 0.5: MOCK_CHAOS_SEED=42 replays it)',
        );
        runs.push(await outcomes(started.baseUrl));
      } finally {
        started.child.kill();
      }
    }
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[0]!.filter((outcome) => !outcome.endsWith(' 200 -')).length).toBeGreaterThan(0);
  });

  it('refuses to start on a seed it cannot read', async () => {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(TSX, ['mocks/server.ts'], {
        cwd: ROOT,
        env: { ...process.env, MOCK_PORT: '0', MOCK_SCENARIO: 'chaos', MOCK_CHAOS_SEED: 'forty-two' },
      });
      let text = '';
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('close', (exit) => resolve({ code: exit, output: text }));
    });
    expect(code).toBe(2);
    expect(output).toContain('The chaos seed must be a whole number, got "forty-two".');
  });
});
