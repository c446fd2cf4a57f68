import { describe, expect, it } from 'vitest';
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
