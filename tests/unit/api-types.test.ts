import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypes } from '@/scripts/api-types';

describe('the generated API types', () => {
  it('are what `npm run api:types` writes from the current contract (run it after changing an endpoint)', async () => {
    expect(await readFile(API_TYPES_FILE, 'utf8')).toBe(await apiTypes());
  }, 60_000);
});
