import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { WEBKIT_DRIVER_PATH, XVFB_PATH, findMiniBrowser, webkitMissing } from '../../scripts/lib/webkit.mjs';
import { type EnginePage, describeFailure } from './engine-page';

/**
 * WebKit (Debian's WebKitGTK) for browser tests: WebKitWebDriver over W3C WebDriver (plain HTTP),
 * driving MiniBrowser in a window under Xvfb. What it cannot do, tests do without: touch actions do
 * nothing (pointer actions are a mouse), the console cannot be read (uncaught errors are caught by
 * listeners added once a page has loaded), and there is no request interception.
 */
export type WebKitPage = EnginePage;

export interface WebKitSession {
  page: WebKitPage;
}

interface WebDriverAnswer {
  value: unknown;
}

// MiniBrowser's toolbar (its buttons and address entry) keeps the window at least 447 px wide; this
// GTK stylesheet shrinks them so the page can be as narrow as a phone. The page's own controls are
// drawn by WebKit, not GTK: they are unchanged.
const SMALL_TOOLBAR =
  'entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }';

/** Uncaught errors of the page, recorded from the moment it loaded (the console is out of reach). */
function watchErrors() {
  const errors: string[] = [];
  Object.assign(window, { webkitTestErrors: errors });
  addEventListener('error', (event) => errors.push(`error: ${event.message}`));
  addEventListener('unhandledrejection', (event) =>
    errors.push(`unhandledrejection: ${String(event.reason)}`),
  );
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts Xvfb on a free display and resolves to its name (':N'). */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'inherit', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display.`)));
    xvfb.stdio[3]?.once('data', (data: Buffer) =>
      resolve({ process: xvfb, display: `:${data.toString().trim()}` }),
    );
  });
}

/** Ends a process we started; with `group`, the processes it started too (it leads their group). */
function end(child: ChildProcess, { group = false } = {}) {
  if (!child.pid || child.exitCode !== null) return;
  if (group) process.kill(-child.pid);
  else child.kill();
}

/** A client for one WebKitWebDriver, started with MiniBrowser on a display of its own. */
class WebKitDriver {
  private constructor(
    private readonly base: string,
    private readonly driver: ChildProcess,
    private readonly xvfb: ChildProcess,
    private readonly home: string,
  ) {}

  static async start(): Promise<WebKitDriver> {
    const missing = webkitMissing();
    if (missing) throw new Error(missing);
    const home = mkdtempSync(join(tmpdir(), 'food-store-webkit-'));
    mkdirSync(join(home, 'config', 'gtk-3.0'), { recursive: true });
    writeFileSync(join(home, 'config', 'gtk-3.0', 'gtk.css'), SMALL_TOOLBAR);
    const { process: xvfb, display } = await startXvfb();
    const port = await freePort();
    // Its own process group, so that ending it ends the MiniBrowser it starts too.
    const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        // The same whatever the machine's settings: the app's dates and prices read the zone and language.
        TZ: 'UTC',
        LANG: 'C.UTF-8',
        LC_ALL: 'C.UTF-8',
        DISPLAY: display,
        XDG_CONFIG_HOME: join(home, 'config'),
        XDG_CACHE_HOME: join(home, 'cache'),
        XDG_DATA_HOME: join(home, 'data'),
      },
    });
    const client = new WebKitDriver(`http://127.0.0.1:${port}`, driver, xvfb, home);
    await client.whenReady();
    return client;
  }

  /** Polls the driver's status until it accepts sessions: it is listening a moment after it starts. */
  private async whenReady() {
    const exited = new Promise<never>((_, reject) =>
      this.driver.once('exit', (code) => reject(new Error(`WebKitWebDriver exited (${code}) on start.`))),
    );
    const ready = (async () => {
      for (;;) {
        const status = await fetch(`${this.base}/status`).then(
          (response) => response.json() as Promise<{ value?: { ready?: boolean } }>,
          () => undefined,
        );
        if (status?.value?.ready) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await Promise.race([ready, exited]);
  }

  async send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as WebDriverAnswer;
    if (!response.ok) {
      const { error, message } = (answer.value ?? {}) as { error?: string; message?: string };
      throw new Error(`WebDriver ${method} ${path}: ${error ?? response.status}: ${message ?? ''}`);
    }
    return answer.value;
  }

  async newSession(viewport: { width: number; height: number }): Promise<{ id: string; page: WebKitPage }> {
    const { sessionId } = (await this.send('POST', '/session', {
      capabilities: {
        alwaysMatch: { 'webkitgtk:browserOptions': { binary: findMiniBrowser(), args: ['--automation'] } },
      },
    })) as { sessionId: string };
    const session = `/session/${sessionId}`;
    const page: WebKitPage = {
      goto: async (url) => {
        await this.send('POST', `${session}/url`, { url });
        await page.evaluate(watchErrors);
      },
      url: async () => (await this.send('GET', `${session}/url`)) as string,
      evaluate: async (fn, ...args) =>
        (await this.send('POST', `${session}/execute/async`, {
          script: `const done = arguments[arguments.length - 1];
            Promise.resolve((${fn.toString()}).apply(null, Array.from(arguments).slice(0, -1))).then(done);`,
          args,
        })) as never,
      click: async ({ x, y }) => {
        await this.send('POST', `${session}/actions`, {
          actions: [
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [
                { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ],
        });
        await this.send('DELETE', `${session}/actions`);
      },
      type: async (text) => {
        const focused = (await this.send('GET', `${session}/element/active`)) as Record<string, string>;
        await this.send('POST', `${session}/element/${Object.values(focused)[0]}/value`, { text });
      },
      screenshot: async (path) => {
        const png = (await this.send('GET', `${session}/screenshot`)) as string;
        writeFileSync(path, Buffer.from(png, 'base64'));
      },
    };
    await this.send('POST', `${session}/window/rect`, viewport);
    const width = await page.evaluate(() => innerWidth);
    if (width !== viewport.width) {
      throw new Error(
        `MiniBrowser's page is ${width} px wide, not ${viewport.width}: its window cannot be made that narrow.`,
      );
    }
    return { id: sessionId, page };
  }

  async endSession(id: string) {
    await this.send('DELETE', `/session/${id}`);
  }

  stop() {
    end(this.driver, { group: true });
    end(this.xvfb);
    rmSync(this.home, { recursive: true, force: true });
  }
}

/**
 * One WebKitWebDriver per test file, a fresh MiniBrowser (a new session) per test. A test
 * fails if its page threw after loading; a failed test leaves its page described, as in Chromium.
 * Where WebKit is missing every test fails, saying what to install: it never passes unchecked.
 */
export function setupWebKit({ viewport }: { viewport: { width: number; height: number } }) {
  let driver: WebKitDriver | undefined;
  let sessionId: string | undefined;
  const session = {} as WebKitSession;
  beforeAll(async () => {
    driver = await WebKitDriver.start();
  });
  afterAll(() => driver?.stop());
  beforeEach(async () => {
    if (!driver) throw new Error(webkitMissing() ?? 'WebKitWebDriver did not start.');
    const started = await driver.newSession(viewport);
    sessionId = started.id;
    session.page = started.page;
  });
  afterEach(async ({ task }) => {
    if (!driver || !sessionId) return;
    if (task.result?.state === 'fail') await describeFailure(session.page, 'WebKit', task.name);
    const errors = await session.page
      .evaluate(() => (Reflect.get(window, 'webkitTestErrors') as string[] | undefined) ?? [])
      .catch((cause: unknown) => [`the page could not be read: ${String(cause)}`]);
    await driver.endSession(sessionId);
    sessionId = undefined;
    // CI keeps a failure's first line only: it names the errors themselves.
    expect(errors, `errors on the page: ${errors.join(' | ')}`).toEqual([]);
  });
  return session;
}
