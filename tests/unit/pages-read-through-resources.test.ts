// Issue 42: pages and components read the database through the resources (server/resources, server/audit),
// like the API does, so a query and its select are written once: none calls a model or raw SQL itself.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const QUERY =
  /\b(?:db|tx|client)\s*\.\s*(?:[a-z]\w*\s*\.\s*(?:find\w*|count|aggregate|groupBy|create\w*|update\w*|upsert|delete\w*)|\$queryRaw\w*|\$executeRaw\w*)\b/g;

function queriesIn(dir: string): string[] {
  return (fs.readdirSync(path.join(ROOT, dir), { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((f) => [...fs.readFileSync(path.join(ROOT, dir, f), 'utf8').matchAll(QUERY)].map((m) => `${dir}/${f}: ${m[0]}`));
}

describe('pages read through the resources', () => {
  it('finds a query where one is written (the pattern is not blind)', () => {
    expect(queriesIn('server/resources/users')).not.toEqual([]);
  });

  it('no page or component queries the database itself', () => {
    expect([...queriesIn('app'), ...queriesIn('components')]).toEqual([]);
  });
});
