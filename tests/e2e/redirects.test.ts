// Page redirects of spec section 6: signed-out users go to /auth, signed-in users leave /auth, the marine
// desk roles land on their own screens, and on a first (full) load only index, flight-airport, purchase
// and purchase_new stay where they are.
import { expect, test } from '@playwright/test';
import { pathOf, screenshot, signIn, suiteBrowser } from '../support/browser';

const { withPage } = suiteBrowser();

test.describe('signed out', () => {
  for (const path of ['/', '/flight/fleet', '/purchase/new', '/user-manager'])
    test(`a full load of ${path} lands on /auth`, async () => {
      await withPage(async (page) => {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === '/auth');
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await expect(page.getByTestId('app-shell')).toHaveCount(0);
      });
    });

  test('a wrong password shows "Invalid email or password" and stays on /auth', async () => {
    await withPage(async (page) => {
      await page.goto('/auth');
      await page.getByLabel('Email').fill('airline_occ@example.com');
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const error = page.getByTestId('sign-in-error');
      await error.waitFor();
      expect((await error.innerText()).trim()).toBe('Invalid email or password');
      expect(pathOf(page)).toBe('/auth');
      // The form can be used again: the button is not stuck in its busy state.
      expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
      await screenshot(page, 'sign-in-wrong-password');
    });
  });

  test('an empty form asks for email and password without calling the server', async () => {
    await withPage(async (page) => {
      await page.goto('/auth');
      let signInCalls = 0;
      page.on('request', (req) => {
        if (req.url().includes('/api/auth/callback')) signInCalls += 1;
      });
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Please input your email').waitFor();
      await page.getByText('Please input your password').waitFor();
      expect(signInCalls).toBe(0);
      expect(pathOf(page)).toBe('/auth');
      await screenshot(page, 'sign-in-empty');
    });
  });

  test('the sign-in page', async () => {
    await withPage(async (page) => {
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await screenshot(page, 'sign-in');
    });
  });
});

test.describe('marine desk roles land on their own screens', () => {
  test('marine_warehouse lands on /marine/warehouse, and a full load of / goes back there', async () => {
    await withPage(async (page) => {
      await signIn(page, 'marine_warehouse');
      expect(pathOf(page)).toBe('/marine/warehouse');
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/marine/warehouse');
      await page.getByTestId('app-shell').waitFor();
      expect(pathOf(page)).toBe('/marine/warehouse');
    });
  });

  test('marine_cs lands on /marine/transaction', async () => {
    await withPage(async (page) => {
      await signIn(page, 'marine_cs');
      expect(pathOf(page)).toBe('/marine/transaction');
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/marine/transaction');
      expect(pathOf(page)).toBe('/marine/transaction');
    });
  });
});

test.describe('signing in', () => {
  for (const [role, landing] of [
    ['admin', '/'],
    ['marine_cs', '/marine/transaction'],
  ] as const)
    test(`${role} lands on ${landing} without loading a second page (a client navigation from /auth)`, async () => {
      await withPage(async (page) => {
        const documents: string[] = [];
        page.on('request', (req) => {
          if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
        });
        await signIn(page, role);
        expect(pathOf(page)).toBe(landing);
        expect(documents).toEqual(['/auth']);
        if (role === 'marine_cs') await screenshot(page, 'sign-in-landing-marine-cs');
      });
    });
});

test.describe('first-load rule (airline_occ)', () => {
  test('a full load of a screen outside index, flight-airport, purchase and purchase_new goes to /', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_occ');
      for (const path of ['/flight/fleet', '/flight/pilot', '/flight/route-schedule']) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByTestId('app-shell').waitFor();
        expect(pathOf(page), path).toBe('/');
      }
    });
  });

  test('a full load of /flight/airport, /purchase and /purchase/new stays', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_occ');
      for (const path of ['/flight/airport', '/purchase', '/purchase/new', '/']) {
        const res = await page.goto(path);
        await page.getByTestId('app-shell').waitFor();
        expect(pathOf(page), path).toBe(path);
        // No redirect hop on the way.
        expect(res?.request().redirectedFrom(), path).toBeNull();
        if (path === '/flight/airport') await screenshot(page, 'redirects-airport-first-load');
      }
    });
  });

  test('a client-side navigation (menu link) does reach /flight/fleet', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_occ');
      expect(pathOf(page)).toBe('/');
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      const link = nav.getByRole('link', { name: 'Aircrafts' });
      await link.click();
      await page.waitForURL((url) => url.pathname === '/flight/fleet');
      await expect(link).toHaveAttribute('aria-current', 'page');
      // The header names the screen.
      await expect(page.locator('header h1')).toHaveText('Aircrafts');
      // Reloading it is a first load again: back to /.
      await page.reload();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });
});

test.describe('signed in on /auth', () => {
  test('airline_occ opening /auth goes to /', async () => {
    await withPage(async (page) => {
      await signIn(page, 'airline_occ');
      await page.goto('/auth');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('app-shell').waitFor();
      expect(pathOf(page)).toBe('/');
    });
  });

  test('marine_warehouse opening /auth ends on its own home', async () => {
    await withPage(async (page) => {
      await signIn(page, 'marine_warehouse');
      await page.goto('/auth');
      await page.waitForURL((url) => url.pathname === '/marine/warehouse');
      expect(pathOf(page)).toBe('/marine/warehouse');
    });
  });
});
