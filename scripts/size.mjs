// Measures the home page's first-load JavaScript (gzip) in real Chromium, in the two shipped modes,
// and fails past the budgets of the foundation issue. Run with `npm run size`.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/chromium.mjs';
import { serveStatic } from './lib/static-server.mjs';

const KB = 1024;
const MODES = [
  {
    name: 'real server (mocks off)',
    outDir: 'dist-real',
    buildArgs: ['--outDir', 'dist-real'],
    // Any configured server turns the mocks off; nothing answers here, which is fine for sizing.
    env: { VITE_API_BASE_URL: 'https://api.example.test' },
    budgetKb: 140,
    ready: 'header',
  },
  {
    name: 'demo (mocks on)',
    outDir: 'dist-demo',
    buildArgs: ['--mode', 'demo', '--outDir', 'dist-demo'],
    env: {},
    budgetKb: 220,
    ready: 'article',
  },
];

function build(mode) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', ...mode.buildArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...mode.env },
  });
}

async function measure(browser, mode) {
  const server = await serveStatic(mode.outDir);
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' && !url.endsWith('.js')) return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(url, { raw: body.length, gzip: gzipSync(body).length });
  });
  await page.goto(server.url, { waitUntil: 'networkidle' });
  await page.waitForSelector(mode.ready, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  await server.close();
  return [...scripts.entries()].map(([url, size]) => ({ file: new URL(url).pathname, ...size }));
}

if (!process.argv.includes('--no-build')) MODES.forEach(build);
const browser = await launchChromium();
let failed = false;
for (const mode of MODES) {
  const files = await measure(browser, mode);
  const total = files.reduce((sum, file) => sum + file.gzip, 0) / KB;
  const verdict = total <= mode.budgetKb ? 'within' : 'OVER';
  failed ||= total > mode.budgetKb;
  console.log(`\nHome page first-load JS, ${mode.name}: ${total.toFixed(1)} kB gzip (${verdict} budget ${mode.budgetKb} kB)`);
  for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(file.gzip / KB).toFixed(1).padStart(7)} kB  ${file.file}`);
  }
}
await browser.close();
process.exit(failed ? 1 : 0);
