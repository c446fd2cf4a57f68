// The build's static files compressed once for the reverse proxy (issue 40, item 7): each copy decodes to
// the file, small files get none, and nginx serves the copies from where the Dockerfile puts them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress-static.mjs';

const read = (file: string) => fs.readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8');

describe('precompressed static files', () => {
  it('writes .br and .gz copies that decode to the file, and none for small or binary files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
    fs.mkdirSync(path.join(dir, 'chunks'));
    const script = Buffer.from('globalThis.x=function(){return"ops back-office"};\n'.repeat(200));
    fs.writeFileSync(path.join(dir, 'chunks', 'a.js'), script);
    fs.writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'x=1');
    fs.writeFileSync(path.join(dir, 'font.woff2'), Buffer.alloc(4096, 7));
    expect(precompress(dir)).toMatchObject({ files: 1, before: script.length });
    expect(brotliDecompressSync(fs.readFileSync(path.join(dir, 'chunks', 'a.js.br')))).toEqual(script);
    expect(gunzipSync(fs.readFileSync(path.join(dir, 'chunks', 'a.js.gz')))).toEqual(script);
    expect(fs.existsSync(path.join(dir, 'chunks', 'tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'font.woff2.br'))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });

  it("the proxy's image holds the copies where nginx serves them from", () => {
    const proxyStage =
      read('Dockerfile')
        .split(/^FROM /m)
        .find((stage) => /\bAS proxy\b/.test(stage)) ?? '';
    expect(proxyStage).toMatch(/^COPY --from=build \/app\/\.next\/static \/srv\/next\/_next\/static$/m);
    expect(read('Dockerfile')).toMatch(/next build && node scripts\/precompress-static\.mjs/);
    const staticLocation = read('deploy/nginx.conf').match(/location \/_next\/static\/ \{[^}]*\}/)?.[0] ?? '';
    expect(staticLocation).toMatch(/root \/srv\/next;/);
    expect(staticLocation).toMatch(/brotli_static on;/);
    expect(staticLocation).toMatch(/gzip_static on;/);
  });
});
