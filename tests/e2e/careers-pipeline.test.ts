// The applications of a posting (/website/careers/{postingId}) as HR (Local): a card moved by its button and
// by drag and drop, a decline with its reason, a bulk move in the table view (first refused, naming the
// row, then done), a candidate's data erased; the other track's posting is not found. And as the airline
// manager, who sees both tracks. The careers data is made in the e2e database (careers-fixtures.ts).

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import type { HiringTrack } from '@/lib/rules/recruitment';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import { application, candidate, careersDb, careersTag, posting } from '../support/careers-fixtures';
import { e2eDatabaseUrl } from '../support/e2e-env';
import { expectToast } from './flight-support';

const { withPage } = suiteBrowser();
const db = careersDb(e2eDatabaseUrl());
test.afterAll(() => db.$disconnect());

const NAMES = ['Rina Wulandari', 'Bayu Saputra', 'Dewi Lestari', 'Agus Hidayat', 'Maya Sari'] as const;
type Name = (typeof NAMES)[number];

/** A posting of the track with five applicants (Pending, Pending, Confirmed, Interview, Pending). */
async function board(track: HiringTrack) {
  const t = careersTag();
  const p = await posting(db, track, `${track === 'local' ? 'Aircraft maintenance engineer B1' : 'Captain DHC-6 Twin Otter'} ${t}`);
  const apps = {} as Record<Name, { id: number; candidate_id: number }>;
  for (const [i, name] of NAMES.entries()) {
    const c = await candidate(db, { name: `${name} ${t}`, email: `${name.split(' ')[0].toLowerCase()}.${t}@mail.test` });
    apps[name] = await application(db, p.id, ([0, 0, 1, 2, 0] as const)[i], c);
  }
  return { posting: p, apps, name: (n: Name) => `${n} ${t}` };
}

let local: Awaited<ReturnType<typeof board>>;
let expat: Awaited<ReturnType<typeof board>>;
test.beforeAll(async () => {
  local = await board('local');
  expat = await board('expat');
});

const column = (page: Page, status: string) => page.getByRole('region', { name: new RegExp(`^${status}`) });
const statusOf = async (id: number) => (await db.jobApplication.findUniqueOrThrow({ where: { id } })).status;

/**
 * Opens a posting's applications as a click in the app does: a client-side navigation (a full load of any
 * page but the landing one goes to the landing page, spec 6). The postings list linking here is another part's.
 */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => (window as unknown as { next: { router: { push: (p: string) => void } } }).next.router.push(to), path);
  await page.waitForURL((u) => u.pathname === path);
}

async function open(page: Page, id: number, title: string) {
  await navigate(page, `/website/careers/${id}`);
  await page.getByRole('heading', { name: title }).waitFor();
}

test.describe('Careers pipeline', () => {
  test('HR (Local): move, drag, decline with a reason, bulk change in the table, erase', async () => {
    test.setTimeout(180_000);
    const { apps, name } = local;
    await withPage(async (page) => {
      await signIn(page, 'hrd');
      await open(page, local.posting.id, local.posting.title);
      await expect(column(page, 'Pending')).toContainText(name('Rina Wulandari'), { useInnerText: true });
      await screenshot(page, 'careers-pipeline-board');

      // A move by its button: only the moves allowed from Pending are offered.
      const rina = page.locator(`[data-application="${apps['Rina Wulandari'].id}"]`);
      expect(await rina.getByRole('button').allInnerTexts()).toEqual(['Confirm', 'Decline', 'Delete', 'Erase']);
      await rina.getByRole('button', { name: `Confirm ${name('Rina Wulandari')}` }).click();
      await expectToast(page, 'Moved to Confirmed');
      await expect(column(page, 'Confirmed')).toContainText(name('Rina Wulandari'), { useInnerText: true });
      expect(await statusOf(apps['Rina Wulandari'].id)).toBe(1);

      // Drag and drop: Bayu (Pending) onto Confirmed.
      await page.locator(`[data-application="${apps['Bayu Saputra'].id}"]`).dragTo(column(page, 'Confirmed'));
      await expectToast(page, 'Moved to Confirmed');
      await expect.poll(() => statusOf(apps['Bayu Saputra'].id)).toBe(1);

      // Declined asks for a reason.
      await page.getByRole('button', { name: `Decline ${name('Dewi Lestari')}` }).click();
      const dialog = page.getByRole('dialog', { name: `Decline ${name('Dewi Lestari')}` });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Decline' }).click();
      await dialog.getByText('Please choose a reason for declining').waitFor();
      await dialog.locator('#decline-reason').click();
      await page.getByRole('option', { name: 'Not enough flight hours' }).click();
      await dialog.getByLabel('Note').fill('Short of the 1,500 hours');
      await screenshot(page, 'careers-pipeline-decline');
      await dialog.getByRole('button', { name: 'Decline' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expectToast(page, 'Moved to Declined');
      await expect(column(page, 'Declined')).toContainText('Not enough flight hours', { useInnerText: true });
      const declined = await db.jobApplication.findUniqueOrThrow({ where: { id: apps['Dewi Lestari'].id } });
      expect([declined.status, declined.decline_reason]).toEqual([99, 'Not enough flight hours']);

      // Table view: a bulk move the server refuses for one row, then one it takes.
      await page.getByRole('tab', { name: 'Table' }).click();
      for (const n of ['Maya Sari', 'Bayu Saputra'] as const) await page.getByLabel(`Select ${name(n)}`).check();
      const bar = page.getByRole('region', { name: 'Bulk status change' });
      await bar.getByLabel('New status').click();
      await page.getByRole('option', { name: 'Interview' }).click();
      await bar.getByRole('button', { name: 'Apply to 2' }).click();
      await expectToast(page, 'Nothing was changed: some applications cannot make this move', 'error');
      // The line under the table (the toast says it too).
      const refused = page.getByRole('alert').and(page.locator('p')).filter({ hasText: 'Nothing was changed' });
      await expect(refused).toContainText(`These cannot move to Interview: ${name('Maya Sari')} (Pending).`, { useInnerText: true });
      await screenshot(page, 'careers-pipeline-bulk-refused');
      expect([await statusOf(apps['Maya Sari'].id), await statusOf(apps['Bayu Saputra'].id)]).toEqual([0, 1]);
      await bar.getByLabel('New status').click();
      await page.getByRole('option', { name: 'Declined' }).click();
      await bar.getByLabel('Decline reason').click();
      await page.getByRole('option', { name: 'Position filled' }).click();
      await bar.getByLabel('Note').fill('Filled internally');
      await bar.getByRole('button', { name: 'Apply to 2' }).click();
      await expectToast(page, 'Moved 2 applications to Declined');
      await bar.waitFor({ state: 'detached' });
      expect([await statusOf(apps['Maya Sari'].id), await statusOf(apps['Bayu Saputra'].id)]).toEqual([99, 99]);

      // Erase a candidate's personal data, after a question that says what goes.
      await page.getByRole('button', { name: `Erase personal data of ${name('Rina Wulandari')}` }).click();
      const ask = page.getByRole('alertdialog');
      await expect(ask).toContainText('documents and files', { useInnerText: true });
      await ask.getByRole('button', { name: 'Erase personal data' }).click();
      await expectToast(page, 'Personal data erased');
      const placeholder = `Erased candidate #${apps['Rina Wulandari'].candidate_id}`;
      await page.getByText(placeholder).waitFor();
      await screenshot(page, 'careers-pipeline-table');
      const erased = await db.candidate.findUniqueOrThrow({ where: { id: apps['Rina Wulandari'].candidate_id } });
      expect([erased.name, erased.email, erased.erased_at !== null]).toEqual([placeholder, null, true]);

      // The expat posting is not HR (Local)'s.
      await navigate(page, `/website/careers/${expat.posting.id}`);
      await page.getByText('Page not found').waitFor();
    });
  });

  test('manager sees the postings of both tracks', async () => {
    test.setTimeout(90_000);
    await withPage(async (page) => {
      await signIn(page, 'manager');
      for (const b of [local, expat]) {
        await open(page, b.posting.id, b.posting.title);
        await expect(column(page, 'Interview')).toContainText(b.name('Agus Hidayat'), { useInnerText: true });
      }
      await screenshot(page, 'careers-pipeline-manager-expat');
    });
  });
});
