// The JavaScript a screen makes Chromium fetch on a full page load: as it came over the wire from the app,
// decoded, and compressed as a deployment's reverse proxy sends it (the copies compressed at build time,
// scripts/precompress-static.mjs, that deploy/nginx.conf serves: compressing static files is the proxy's, not
// the app's). Shared by bench/first-load-js.ts and the budget test (tests/e2e/first-load-budget.test.ts).
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { FIRST_LOAD_PATHS } from '@/lib/access/redirects';
import { brotliBytes } from '../../scripts/precompress-static.mjs';

/** Issue 40, item 7: each screen's first-load JavaScript, compressed (with TanStack Table and next/dynamic). */
export const FIRST_LOAD_BUDGET_BYTES = 170_000;

// Screens share most of their scripts, and brotli at its highest quality takes about a second a file.
const brotliSizes = new Map<string, number>();
function brotli(path: string, body: Buffer): number {
  let size = brotliSizes.get(path);
  if (size === undefined) {
    size = brotliBytes(body).length;
    brotliSizes.set(path, size);
  }
  return size;
}

export interface ScriptLoad {
  /** Path of the script (e.g. /_next/static/chunks/0abc.js). */
  path: string;
  /** Bytes of the body as received (compressed when the server compressed it). */
  encoded: number;
  /** Bytes once decoded. */
  decoded: number;
  /** Bytes gzipped as Next compresses (level 6): the figure had the server sent gzip. */
  gzip: number;
  /** Bytes in brotli as the reverse proxy sends them: the budget's figure. */
  brotli: number;
  encoding: string;
  /** Named by the page's HTML (a script tag or the flight data), as opposed to imported after the page ran. */
  inDocument: boolean;
}

export interface ScreenLoad {
  path: string;
  /** Spec 6 lets the path stay on a full load; the other screens are only reached by navigating. */
  firstLoadRoute: boolean;
  /** Where the browser ended up (the screen's own path unless something redirected). */
  landed: string;
  scripts: ScriptLoad[];
  /** The scripts the HTML names: what the screen needs to run (the budget's figure). */
  encoded: number;
  decoded: number;
  gzip: number;
  /** The scripts the HTML names, in brotli as the reverse proxy sends them: the budget's figure. */
  brotli: number;
  /** Scripts imported after the page ran (pusher-js, a lazily loaded panel), fetched before the network was idle. */
  lazyEncoded: number;
}

const sum = (xs: number[]) => xs.reduce((t, x) => t + x, 0);

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/**
 * Loads `path` in a fresh context (empty cache) carrying `storageState`'s session, and waits until the
 * network is idle. The scripts that the page's HTML names (script tags and the flight data's chunk lists)
 * are its first-load JavaScript; those it imported later are counted apart. A screen that spec 6 sends
 * to / on a full load is asked for as the App Router's navigations are (Sec-Fetch-Dest other than
 * 'document', see proxy.ts), so that the server renders the screen itself: the figure is what a full load
 * of that screen would cost.
 */
export async function measureScreen(
  browser: Browser,
  baseURL: string,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
  path: string,
): Promise<ScreenLoad> {
  const context = await browser.newContext({ baseURL, storageState, viewport: { width: 1366, height: 850 } });
  const firstLoadRoute = FIRST_LOAD_PATHS.includes(path);
  try {
    const page = await context.newPage();
    if (!firstLoadRoute) {
      // Fetched by Playwright itself (Chromium would put its own Sec-Fetch-Dest back), then handed to the page.
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          if (!route.request().isNavigationRequest()) return route.continue();
          const response = await route.fetch({ headers: { ...route.request().headers(), 'sec-fetch-dest': 'empty' }, maxRedirects: 0 });
          return route.fulfill({ response });
        },
      );
    }
    const pending: Promise<ScriptLoad | null>[] = [];
    let html = '';
    const read = async (request: Request): Promise<ScriptLoad | null> => {
      const response = await request.response();
      if (!response) return null;
      const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
      const scriptPath = new URL(request.url()).pathname;
      return {
        path: scriptPath,
        encoded: sizes.responseBodySize,
        decoded: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
        brotli: brotli(scriptPath, body),
        encoding: response.headers()['content-encoding'] ?? 'identity',
        inDocument: false,
      };
    };
    const onFinished = (request: Request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(baseURL)) pending.push(read(request).catch(() => null));
    };
    page.on('requestfinished', onFinished);
    // What the page imports once it has run: the realtime socket opens once pusher-js has loaded after the
    // first paint (every signed-in screen has the socket).
    const socket = page.waitForEvent('websocket', { timeout: 15_000 }).catch(() => null);
    const response = await page.goto(path, { waitUntil: 'load' });
    html = (await response?.text()) ?? '';
    await socket;
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    page.off('requestfinished', onFinished);
    const scripts = (await Promise.all(pending))
      .filter((s): s is ScriptLoad => s !== null)
      .map((s) => ({ ...s, inDocument: html.includes(s.path) }))
      .sort((a, b) => b.encoded - a.encoded);
    return {
      path,
      firstLoadRoute,
      landed: new URL(page.url()).pathname,
      scripts,
      encoded: sum(scripts.filter((s) => s.inDocument).map((s) => s.encoded)),
      decoded: sum(scripts.filter((s) => s.inDocument).map((s) => s.decoded)),
      gzip: sum(scripts.filter((s) => s.inDocument).map((s) => s.gzip)),
      brotli: sum(scripts.filter((s) => s.inDocument).map((s) => s.brotli)),
      lazyEncoded: sum(scripts.filter((s) => !s.inDocument).map((s) => s.encoded)),
    };
  } finally {
    await context.close();
  }
}
