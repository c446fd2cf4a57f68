// Careers list wording (issue 41 item 11): a draft posting that opens later reads "Draft" and "Opens {day}",
// not "Closed"; a posting with applications shows Delete disabled with the API's own reason.
import { expect, test } from '@playwright/test';
import { today } from '@/lib/format/dates';
import { addDays } from '@/lib/rules/calendar-day';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import { openFromMenu } from './flight-support';
import { shopApi } from './marine-support';

const { withPage } = suiteBrowser();
const stamp = `${process.pid}-${Date.now() % 100000}`;

const posting = (title: string, opens: string, published: boolean) => ({
  title,
  department: 'Ground operations',
  employment_type: 'full_time',
  track: 'local',
  description: '<p>Ramp work.</p>',
  requirements: '<p>SMA.</p>',
  opens_on: opens,
  closes_on: addDays(opens, 30),
  published,
});

test.describe('Careers: posting status and delete', () => {
  test('a later draft reads "Opens {day}"; a posting with applications says why it cannot be deleted', async () => {
    const hr = await shopApi('hrd');
    const opens = addDays(today(), 5);
    const draftTitle = `Draft Loadmaster ${stamp}`;
    const appliedTitle = `Applied Loadmaster ${stamp}`;
    const draft = await hr.post('/api/web/careers', posting(draftTitle, opens, false));
    const applied = await hr.post('/api/web/careers', posting(appliedTitle, today(), true));
    const candidate = await hr.post('/api/user/candidate', { name: `Yohanes ${stamp}`, email: `yohanes.${stamp}@mail.test` });
    await hr.post('/api/user/applications', { posting_id: applied.id, candidate_id: candidate.id });
    const row = await hr.get<{ data: { id: number; opens_on: string; is_open: boolean; _count: { applications: number } }[] }>(
      `/api/web/careers?q=${encodeURIComponent(stamp)}&limit=10`,
    );
    const draftRow = row.data.find((r) => r.id === draft.id);
    expect(draftRow).toMatchObject({ opens_on: opens, is_open: false });
    expect(row.data.find((r) => r.id === applied.id)?._count.applications).toBe(1);

    await withPage(async (page) => {
      await signIn(page, 'hrd');
      await openFromMenu(page, 'Careers', '/website/careers');
      const table = page.getByRole('table', { name: 'Job postings' });
      await table.waitFor();
      await page.getByLabel('Search job postings').fill(stamp);
      const draftLine = table.getByRole('row').filter({ hasText: draftTitle });
      const [y, m, d] = opens.split('-');
      const month = new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
      await expect(draftLine).toContainText(`Opens ${d} ${month} ${y}`, { useInnerText: true });
      await expect(draftLine).toContainText('Draft');
      expect(await draftLine.innerText()).not.toContain('Closed');

      const appliedLine = table.getByRole('row').filter({ hasText: appliedTitle });
      const del = appliedLine.getByRole('button', { name: `Delete posting ${appliedTitle}` });
      expect(await del.getAttribute('aria-disabled')).toBe('true');
      const reason = 'This posting has 1 application: it cannot be deleted. Unpublish it or set its close date instead';
      expect(await del.getAttribute('title')).toBe(reason);
      await expect
        .poll(() =>
          del.evaluate(
            (b) => b.getAttribute('aria-describedby') && document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent,
          ),
        )
        .toBe(reason);
      await del.dispatchEvent('click');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // a posting nobody applied to keeps a working Delete
      expect(await draftLine.getByRole('button', { name: `Delete posting ${draftTitle}` }).getAttribute('aria-disabled')).toBeNull();
      await screenshot(page, 'careers-posting-status');
    });
  });
});
