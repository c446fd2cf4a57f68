// Two people at once over the realtime socket (the live screens' e2e tests): each in a browser context of
// their own, with the channels the server signed for their page, and a mark that tells a reload.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage, signIn } from '../support/browser';

export interface Person {
  page: Page;
  /** The channels whose subscription the server has signed for this page. */
  signed: Set<string>;
  /** The addresses of the realtime sockets the page opened. */
  sockets: string[];
  close: () => Promise<void>;
}

export async function signedIn(browser: Browser, role: string, origin?: string): Promise<Person> {
  const { context, page } = await newPage(browser, undefined, origin);
  const signed = new Set<string>();
  page.on('response', (res) => {
    if (!res.url().endsWith('/api/realtime/auth') || !res.ok()) return;
    const channel = new URLSearchParams(res.request().postData() ?? '').get('channel_name');
    if (channel) signed.add(channel);
  });
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await signIn(page, role);
  return { page, signed, sockets, close: () => context.close() };
}

/** Until the page's socket is subscribed to `channel` (signed, then a moment for the server's answer). */
export async function subscribed(person: Person, channel: string) {
  await expect.poll(() => person.signed.has(channel)).toBe(true);
  await person.page.waitForTimeout(300);
}

/** A write as the signed-in person of `page` (their session cookie), as their screens would send it. */
export async function send(page: Page, method: string, path: string, body: unknown) {
  const status = await page.evaluate(
    async ([m, p, b]) =>
      (await fetch(p as string, { method: m as string, headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status,
    [method, path, body] as const,
  );
  expect(status, `${method} ${path}`).toBeLessThan(300);
}

/** Marks the document: the mark is gone after any reload or full navigation. */
export const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
