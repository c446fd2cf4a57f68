// The browser tests (tests/e2e) on Playwright's runner, driving Debian's Chromium. Global setup builds the app when
// needed and serves it over a throwaway database; every worker's tests open their own contexts on it.
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/support/browser';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  globalSetup: './tests/support/e2e-global-setup.ts',
  // Two files at a time on the 2-core CI machine: a file's tests run in order, in one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: true,
  // A save goes through the URL, a server render and a query: on a loaded 2-core machine that can take seconds.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    viewport: { width: 1366, height: 850 },
  },
});
