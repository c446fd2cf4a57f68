// Where next-auth may send the browser after signing in (issue 39.10): only a page of the app.
import { describe, expect, it } from 'vitest';
import { pageOfApp } from '@/server/auth/callback-url';

const ORIGIN = 'http://localhost:3000';

describe('pageOfApp', () => {
  it.each([
    ['/flight/airport?x=1#top', `${ORIGIN}/flight/airport?x=1#top`],
    ['/', `${ORIGIN}/`],
    [`${ORIGIN}/purchase`, `${ORIGIN}/purchase`],
    [ORIGIN, `${ORIGIN}/`],
  ])('keeps %j', (url, page) => {
    expect(pageOfApp(url, ORIGIN)).toBe(page);
  });

  it.each([
    'http://localhost:3000.evil.example/',
    'http://[::1',
    'https://localhost:3000/',
    'http://localhost:3001/',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'evil',
    '%00',
    '/x%00y',
    '\u0000',
    '/x\u0000y',
    ' /x',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (url) => {
    expect(pageOfApp(url, ORIGIN)).toBeNull();
  });
});
