// Issues 18 and 40: the first-load JavaScript of every screen, compressed as the reverse proxy sends it, stays
// within the budget (tests/support/first-load-js.ts measures it as bench/first-load-js.ts does). A size, not
// a time: the figure does not depend on the machine's load. The app is started as deployed by default
// (backlog widget off), over the e2e database.
import { expect, test } from '@playwright/test';
import { SCREENS } from '@/lib/access/menu';
import { type AppServer, startApp } from '../support/app-server';
import { signIn, suiteBrowser } from '../support/browser';
import { e2eDatabaseUrl } from '../support/e2e-env';
import { FIRST_LOAD_BUDGET_BYTES, kB, measureScreen } from '../support/first-load-js';

test.describe('first-load JavaScript budget', () => {
  const suite = suiteBrowser();
  let app: AppServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    app = await startApp({ DATABASE_URL: e2eDatabaseUrl(), BACKLOG_WIDGET: undefined });
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test('every screen of the menu, as admin (who sees them all)', async () => {
    test.setTimeout(300_000);
    if (!app) throw new Error('the app starts in beforeAll');
    const context = await suite.browser.newContext({ baseURL: app.baseURL });
    await signIn(await context.newPage(), 'admin');
    const state = await context.storageState();
    await context.close();

    const problems: string[] = [];
    for (const screen of Object.values(SCREENS)) {
      const load = await measureScreen(suite.browser, app.baseURL, state, screen.path);
      expect(load.landed, `${screen.path} renders itself`).toBe(screen.path);
      if (load.brotli > FIRST_LOAD_BUDGET_BYTES) {
        problems.push(`${screen.path}: ${kB(load.brotli)} kB, budget ${kB(FIRST_LOAD_BUDGET_BYTES)} kB`);
      }
    }
    expect(problems).toEqual([]);
  });
});
