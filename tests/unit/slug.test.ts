// The slug made from a news title: lower-case ASCII words joined by single hyphens, at most SLUG_MAX long.
import { describe, expect, it } from 'vitest';
import { SLUG_MAX, SLUG_PATTERN, slugify } from '@/lib/schemas/web/news';

describe('slugify', () => {
  it('makes lower-case words joined by hyphens, without accents or punctuation', () => {
    expect(slugify('New route: Sentani to Wamena!')).toBe('new-route-sentani-to-wamena');
    expect(slugify('Merauke – Tanah Merah now daily')).toBe('merauke-tanah-merah-now-daily');
    expect(slugify('  Café Ilaga  ')).toBe('cafe-ilaga');
    expect(slugify('ATR 72-600 joins')).toBe('atr-72-600-joins');
  });

  it('answers empty for a title without letters or digits, and stays within the pattern and length', () => {
    expect(slugify('!!! ---')).toBe('');
    const long = slugify(`${'perintis '.repeat(30)}end`);
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(long).toMatch(SLUG_PATTERN);
  });
});
