// What the browser tests' global setup (tests/support/e2e-global-setup.ts) hands to the test workers: Playwright
// passes the environment that global setup leaves to every worker it starts.
function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is set by the e2e global setup: run the browser tests with 'npx playwright test'`);
  return value;
}

/** The app under test, e.g. http://localhost:41234. */
export const e2eBaseURL = (): string => need('E2E_BASE_URL');

/** The app's throwaway database. */
export const e2eDatabaseUrl = (): string => need('E2E_DATABASE_URL');
