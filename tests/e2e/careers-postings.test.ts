// Careers (/website/careers): HR (Local) creates a local posting with rich text and sees only local ones,
// HR (Expat) only expat ones, the manager both; a candidate added, a CV uploaded and the candidate's form
// filled (a refused answer shown on its field and tab, then saved), with the application's history in WIB.

import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { today } from '@/lib/format/dates';
import { addDays } from '@/lib/rules/calendar-day';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import { expectToast, openFromMenu, textOf } from './flight-support';
import { shopApi } from './marine-support';

const { withPage } = suiteBrowser();
const stamp = `${process.pid}-${Date.now() % 100000}`;
const localTitle = `Ramp Agent Sentani ${stamp}`;

const table = (page: Page) => page.getByRole('table', { name: 'Job postings' });
const hiringColumn = async (page: Page) => (await table(page).locator('tbody tr').allInnerTexts()).join('\n');

async function openCareers(page: Page, role: string) {
  await signIn(page, role);
  await openFromMenu(page, 'Careers', '/website/careers');
  await table(page).waitFor();
}

test.describe('Careers: job postings', () => {
  test('hrd creates a local posting (rich text, dates checked) and sees local postings only', async () => {
    await withPage(async (page) => {
      await openCareers(page, 'hrd');
      expect(await hiringColumn(page)).not.toMatch(/\bExpat\b/);
      expect(await hiringColumn(page)).toMatch(/\bLocal\b/);
      await screenshot(page, 'careers-hrd');

      await page.getByRole('button', { name: '+ Add Posting' }).click();
      const dialog = page.getByRole('dialog', { name: 'New job posting' });
      await dialog.getByLabel('Title').fill(localTitle);
      await dialog.getByLabel('Department').fill('Ground operations');
      await dialog.getByLabel('Opens on').fill(today());
      await dialog.getByLabel('Closes on').fill(addDays(today(), -1));
      const description = dialog.getByRole('textbox', { name: 'Description' });
      await description.click();
      await page.keyboard.type('Handle passengers and cargo at Sentani.');
      await dialog.getByRole('toolbar', { name: 'Description formatting' }).getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type(' Shift work.');
      await dialog.getByRole('textbox', { name: 'Requirements' }).click();
      await dialog.getByRole('toolbar', { name: 'Requirements formatting' }).getByRole('button', { name: 'Bulleted list' }).click();
      await page.keyboard.type('SMA or D3');
      await dialog.getByLabel('Published on the website').check();
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog).toContainText('The close date must be on or after the open date', { useInnerText: true });
      await screenshot(page, 'careers-posting-dialog');
      await dialog.getByLabel('Closes on').fill(addDays(today(), 30));
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Posting created');

      await page.getByLabel('Search job postings').fill(localTitle);
      const row = table(page).getByRole('row').filter({ hasText: localTitle });
      await expect(row).toHaveText(/Local[\s\S]*Published[\s\S]*Open[\s\S]*0/, { useInnerText: true });
      // The row leads to the posting's applications.
      expect(await row.getByRole('link', { name: localTitle, exact: true }).getAttribute('href')).toMatch(/^\/website\/careers\/\d+$/);
    });
  });

  test('hrd_expat sees expat postings only; the manager sees both', async () => {
    await withPage(async (page) => {
      await openCareers(page, 'hrd_expat');
      expect(await hiringColumn(page)).toMatch(/\bExpat\b/);
      expect(await hiringColumn(page)).not.toMatch(/\bLocal\b/);
      await page.getByLabel('Search job postings').fill(localTitle);
      await expect(page.getByRole('main')).toContainText('No rows match', { useInnerText: true });
      await screenshot(page, 'careers-hrd-expat');
    });
    await withPage(async (page) => {
      await openCareers(page, 'manager');
      await expect.poll(() => hiringColumn(page)).toMatch(/\bExpat\b/);
      expect(await hiringColumn(page)).toMatch(/\bLocal\b/);
      await screenshot(page, 'careers-manager');
    });
  });
});

test.describe('Careers: the candidate page', () => {
  test('hrd adds a candidate, uploads a CV, fills the form and reads the application history', async () => {
    const email = `sari.${stamp}@mail.test`;
    await withPage(async (page) => {
      await openCareers(page, 'hrd');
      await page.getByRole('tab', { name: 'Candidates' }).click();
      await page.getByRole('table', { name: 'Candidates' }).waitFor();
      await page.getByRole('button', { name: '+ Add Candidate' }).click();
      const dialog = page.getByRole('dialog', { name: 'New candidate' });
      await dialog.getByLabel('Full name').fill(`Sari Rumbiak ${stamp}`);
      await dialog.getByLabel('Email').fill(email.toUpperCase());
      await dialog.getByLabel('Phone').fill('0812 4455 6677');
      await dialog.getByLabel('Date of birth').fill('1996-08-17');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL(/\/website\/careers\/candidates\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(page.getByRole('main')).toContainText(email, { useInnerText: true });
      await expect(page.getByRole('main')).toContainText('+62 812 4455 6677', { useInnerText: true });

      // An application made meanwhile (through the API) shows, with its history on the office clock, once
      // the page reloads its data (after the upload; a full reload would lead home, spec 6).
      const hr = await shopApi('hrd');
      const open = await hr.get<{ data: { id: number }[] }>('/api/web/careers?open=true&published=true&limit=1');
      await hr.post('/api/user/applications', { posting_id: open.data[0].id, candidate_id: id });

      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'cv-sari.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 CV') });
      await expectToast(page, 'CV attached');
      await expect(page.getByRole('main')).toContainText('cv-sari.pdf');
      await expect
        .poll(textOf(page.getByRole('list', { name: /History of the application/ })))
        .toMatch(/\d{2} \w{3} \d{4} \d{2}:\d{2} WIB[\s\S]*Applied \(Pending\)/);

      await page.getByLabel('Address').fill('Jl. Raya Sentani No. 8, Jayapura');
      await page.getByRole('tab', { name: 'Pilot' }).click();
      await page.getByLabel('Licence type').selectOption('CPL');
      await page.getByLabel('Licence number').fill('CPL-8812');
      await page.getByLabel('Total hours').fill('900');
      await page.getByLabel('Hours on type').fill('1200');
      await page.getByLabel('Aircraft type (of those hours)').fill('C208B');
      await page.getByRole('tab', { name: 'Personal' }).click();
      await page.getByRole('button', { name: 'Save form' }).click();
      // The refused answer: its tab opens with the message beside the field.
      await expect(page.getByRole('tabpanel')).toContainText('Hours on type cannot exceed total hours (900)', { useInnerText: true });
      await screenshot(page, 'careers-candidate-form-error');
      await page.getByLabel('Hours on type').fill('600');
      await page.getByRole('tab', { name: /Education/ }).click();
      await page.getByRole('button', { name: '+ Add school' }).click();
      await page.getByLabel('School or university').fill('Politeknik Penerbangan Surabaya');
      await page.getByLabel('Degree or certificate').fill('D3 Flight operations');
      await page.getByRole('button', { name: 'Save form' }).click();
      await expectToast(page, 'Form saved');
      await expect(page.getByRole('main')).toHaveText(/Last saved \d{2} \w{3} \d{4} \d{2}:\d{2} WIB by Demo HRD/, { useInnerText: true });

      const saved = await hr.get<{
        data: { pilot: { type_hours: number }; education: { school: string }[]; personal: { address: string } };
      }>(`/api/user/candidate-forms/${id}`);
      expect(saved.data.pilot.type_hours).toBe(600);
      expect(saved.data.education[0].school).toBe('Politeknik Penerbangan Surabaya');
      expect(saved.data.personal.address).toContain('Sentani');
      await screenshot(page, 'careers-candidate');

      // The candidate's own details, edited from their page (the dialog once refused every save).
      await page.getByRole('button', { name: 'Edit details' }).click();
      const details = page.getByRole('dialog', { name: `Edit candidate Sari Rumbiak ${stamp}` });
      await details.getByLabel('Phone').fill('0813 9900 1122');
      await details.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Candidate updated');
      await expect(page.getByRole('main')).toContainText('+62 813 9900 1122', { useInnerText: true });
    });
  });
});
