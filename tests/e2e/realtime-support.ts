// Two people at once over the realtime socket (the live screens' e2e tests): each in a browser context of
// their own, with the channels the server signed for their page, and a mark that tells a reload.

import { expect } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from '../support/browser';

export interface Person {
  page: Page;
  /** The channels whose subscription the server has signed for this page. */
  signed: Set<string>;
  /** The channels the realtime server has confirmed on the page's socket. */
  subscribed: Set<string>;
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
  const subscribed = new Set<string>();
  page.on('websocket', (ws) => {
    sockets.push(ws.url());
    ws.on('framereceived', ({ payload }) => {
      const frame = typeof payload === 'string' ? payload : payload.toString();
      if (!frame.includes('pusher_internal:subscription_succeeded')) return;
      const { channel } = JSON.parse(frame) as { channel?: string };
      if (channel) subscribed.add(channel);
    });
  });
  await signIn(page, role);
  return { page, signed, subscribed, sockets, close: () => context.close() };
}

/** Until the realtime server has confirmed the page's subscription to `channel`. */
export async function subscribed(person: Person, channel: string) {
  await expect.poll(() => person.subscribed.has(channel)).toBe(true);
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
