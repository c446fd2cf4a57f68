// Closing a changed editor asks first (issue 41 item 10): Escape, Cancel or the close button on the news,
// product (marine and watersports), job posting, flight and crew member editors opens "Discard changes?"; "Keep editing" keeps
// what was typed, "Discard" closes and gives the focus back to the button that opened the editor. An
// unchanged editor closes at once.

import { expect, test } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { screenshot, settleAnimations, signIn, suiteBrowser } from '../support/browser';
import { openFromMenu } from './flight-support';
import { MARINE_MANAGER } from './marine-support';

const { withPage } = suiteBrowser();

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

interface Editor {
  who: string;
  menu: [name: string, path: string];
  opener: string;
  dialog: string;
  /** Types into the editor; answers the field to read back and what it should hold. */
  type: (page: Page, dialog: Locator) => Promise<[Locator, string]>;
}

const fill = (label: string, text: string) => async (_page: Page, dialog: Locator) => {
  const field = dialog.getByLabel(label);
  await field.fill(text);
  return [field, text] as [Locator, string];
};

const EDITORS: Record<string, Editor> = {
  news: {
    who: 'airline_media',
    menu: ['Web News', '/website/news'],
    opener: '+ New Article',
    dialog: 'New article',
    type: fill('Title', 'Twin Otter back in Oksibil'),
  },
  posting: {
    who: 'hrd',
    menu: ['Careers', '/website/careers'],
    opener: '+ Add Posting',
    dialog: 'New job posting',
    // Rich text only: the body's editor marks the form changed as a plain field does.
    type: async (page, dialog) => {
      const description = dialog.getByRole('textbox', { name: 'Description' });
      await description.click();
      await page.keyboard.type('Handle passengers and cargo at Sentani.');
      return [description, 'Handle passengers and cargo at Sentani.'];
    },
  },
  'marine product': {
    who: MARINE_MANAGER,
    menu: ['Product', '/marine/product'],
    opener: '+ Add Product',
    dialog: 'New product',
    type: fill('Name', 'Life jacket 150N'),
  },
  'watersports product': {
    who: 'watersports',
    menu: ['Product', '/watersports/product'],
    opener: '+ Add Product',
    dialog: 'New watersports product',
    type: fill('Name', 'Allround iSUP'),
  },
  flight: {
    who: 'airline_occ',
    menu: ['Routes & Schedules', '/flight/route-schedule'],
    opener: '+ Add Flight',
    dialog: 'New flight',
    type: async (_page, dialog) => {
      const notes = dialog.locator('#schedule-notes');
      await notes.fill('Medevac standby at Wamena');
      return [notes, 'Medevac standby at Wamena'];
    },
  },
  'crew member': {
    who: 'airline_pilot',
    menu: ['Crews', '/flight/pilot'],
    opener: '+ Add Crew',
    dialog: 'New crew member',
    type: fill('Name', 'Capt. Yosua Kogoya'),
  },
};

const readBack = async (field: Locator) =>
  (await field.getAttribute('contenteditable')) ? (await field.innerText()).trim() : field.inputValue();

test.describe('Editors ask before discarding typed text', () => {
  for (const [name, e] of Object.entries(EDITORS)) {
    test(`the ${name} editor`, async () => {
      await withPage(async (page) => {
        await signIn(page, e.who);
        await openFromMenu(page, ...e.menu);
        const opener = page.getByRole('button', { name: e.opener });
        const dialog = page.getByRole('dialog', { name: e.dialog });
        const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });

        // Unchanged: Escape closes without a question.
        await opener.click();
        await dialog.waitFor();
        await settleAnimations(page);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await expect(ask).toHaveCount(0);

        // Changed: Escape asks; Keep editing keeps the text, in the editor.
        await opener.click();
        await dialog.waitFor();
        const [field, typed] = await e.type(page, dialog);
        await page.keyboard.press('Escape');
        await ask.waitFor();
        await screenshot(page, `editor-discard-${name.replace(' ', '-')}`);
        await ask.getByRole('button', { name: 'Keep editing' }).click();
        await ask.waitFor({ state: 'detached' });
        await expect(dialog).toBeVisible();
        expect(await readBack(field)).toBe(typed);
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

        // Cancel asks too; Discard closes, and the focus goes back to the opener.
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await ask.getByRole('button', { name: 'Discard' }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => focusedText(page)).toBe(e.opener);

        // Opened again: a fresh form, closed by its close button at once.
        await opener.click();
        await dialog.waitFor();
        expect(await readBack(field)).toBe('');
        await dialog.getByRole('button', { name: 'Close', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
      });
    });
  }
});
