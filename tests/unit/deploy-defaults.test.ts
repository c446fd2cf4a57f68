// Deployment defaults (issue 39): the Docker image seeds no demo users unless asked, and docker-compose
// gives no secret a default (a fixed one would be the same on every installation).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => fs.readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8');

describe('deployment defaults', () => {
  it("the image's runtime stage sets SEED_DEMO=false", () => {
    const runtime =
      read('Dockerfile')
        .split(/^FROM /m)
        .at(-1) ?? '';
    expect(runtime).toMatch(/^ENV .*\bSEED_DEMO=false\b/m);
  });

  it('docker-compose requires every secret to be set: no fallback value', () => {
    const compose = read('docker-compose.yml');
    const secrets = [...compose.matchAll(/\$\{(NEXTAUTH_SECRET|PUSHER_APP_SECRET)(:?[-?])([^}]*)\}/g)];
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    for (const [text, , operator] of secrets) expect(operator, text).toBe(':?');
    expect(compose).toMatch(/SOKETI_DEFAULT_APP_SECRET: \$\{PUSHER_APP_SECRET:\?/);
  });
});
