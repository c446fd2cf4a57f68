import { describe, expect, it } from 'vitest';
import { keepsLink, linkAddress } from '@/lib/rules/rich-text';
import { richTextPlain, sanitizeRichText } from '@/server/text/rich-text';

describe('rich text on write', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src="x.png" onerror="alert(1)" alt="x">', '<img src="x.png" alt="x" />'],
    ['<a href="javascript:alert(1)">go</a>', '<a rel="noopener noreferrer">go</a>'],
    ['<a href="JaVaScRiPt:alert(1)">go</a>', '<a rel="noopener noreferrer">go</a>'],
    ['<p style="color:red" onclick="x()">text</p>', '<p>text</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<img src="data:image/png;base64,AAAA">', '<img />'],
  ])('strips what can run: %s', (input, stored) => {
    expect(sanitizeRichText(input)).toBe(stored);
  });

  it('keeps the formatting staff use', () => {
    const html = '<h2>Route</h2><p><strong>DJJ</strong> to <em>WMX</em></p><ul><li>Daily</li></ul><a href="https://example.com/x">more</a>';
    expect(sanitizeRichText(html)).toBe(html.replace('"https://example.com/x"', '"https://example.com/x" rel="noopener noreferrer"'));
    expect(sanitizeRichText('<img src="/api/upload/abc" alt="cover">')).toBe('<img src="/api/upload/abc" alt="cover" />');
  });

  it('reads the words without markup', () => {
    expect(richTextPlain('<p>New <b>route</b></p>\n<p>to Wamena</p><script>x</script>')).toBe('New route to Wamena');
  });
});

describe('links in the editor', () => {
  it.each([
    ['https://example.com/x', 'https://example.com/x'],
    ['  http://example.com ', 'http://example.com/'],
    ['HTTPS://Example.com/a b', 'https://example.com/a%20b'],
    ['mailto:ops@example.com', 'mailto:ops@example.com'],
  ])('takes an http(s) or mailto address: %s', (typed, stored) => {
    expect(linkAddress(typed)).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'tel:+62811',
    'ftp://example.com',
    'example.com',
    '/news/x',
    '//example.com',
    'https://',
    'https:example.com',
    'mailto:',
    'mailto:nobody',
    '',
  ])('refuses anything else: %s', (typed) => {
    expect(linkAddress(typed)).toBeNull();
  });

  it('keeps in the editor the links the server keeps', () => {
    for (const href of ['https://example.com', 'mailto:a@b.c', '/careers', '#top']) {
      expect(keepsLink(href), href).toBe(true);
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
    }
    for (const href of ['tel:+62811', 'ftp://example.com', '//example.com', 'javascript:x()']) {
      expect(keepsLink(href), href).toBe(false);
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).not.toContain('href');
    }
  });
});
