// The production build the browser benchmarks serve: .next as it is, built first when missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NEXT_BIN } from '../tests/support/app-server';
import { ROOT } from './harness';

/** The build's id and time, building it first when there is none. */
export function ensureBuild(): string {
  const idFile = path.join(ROOT, '.next', 'BUILD_ID');
  if (!fs.existsSync(idFile)) {
    console.error('No production build in .next: building (next build)...');
    const built = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (built.status !== 0) throw new Error('next build failed');
  }
  return `${fs.readFileSync(idFile, 'utf8').trim()} (built ${fs.statSync(idFile).mtime.toISOString().slice(0, 16).replace('T', ' ')} UTC)`;
}
