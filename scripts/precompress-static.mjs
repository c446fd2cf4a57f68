// Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of the build's static folder
// (.next/static): the reverse proxy serves them as they are (nginx's brotli_static and gzip_static,
// deploy/nginx.conf) instead of compressing each answer at a fast level. The names of these files carry a
// hash of their content, so a copy compressed once at the highest level stays right for a year of caching.
// Run after `next build` (the Dockerfile does); `node scripts/precompress-static.mjs [dir]`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from './paths.mjs';

/** The brotli quality of the copies (the highest), and so of the first-load budget's figure. */
export const BROTLI_QUALITY = 11;
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt)$/;
/** Smaller files gain nothing worth a second file (nginx's gzip_min_length). */
const MIN_BYTES = 1024;

/** The file's bytes in brotli at BROTLI_QUALITY. */
export function brotliBytes(body) {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

export function precompress(dir) {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliBytes(body);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
    before += body.length;
    after += br.length;
  }
  return { files, before, after };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? path.join(ROOT, '.next', 'static'));
  if (!fs.existsSync(dir)) {
    console.error(`${dir} does not exist: run next build first`);
    process.exit(1);
  }
  const { files, before, after } = precompress(dir);
  console.log(`precompressed ${files} files in ${dir}: ${(before / 1e6).toFixed(1)} MB, ${(after / 1e6).toFixed(1)} MB in brotli`);
}
