// The top frames of a V8 CPU profile (node --cpu-prof): self time by function and by package, as a
// markdown list. `node --import tsx bench/cpu-profile.ts FILE.cpuprofile [top]`; bench/http.ts --cpu-prof
// calls it on the app's profile.
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: a package, the app's server bundle, node itself, or V8 (idle, GC, native). */
function origin(url: string, name: string): string {
  if (name === '(idle)' || name === '(program)') return '(idle: waiting for I/O or a core)';
  if (name === '(garbage collector)') return '(garbage collector)';
  if (!url) return '(native: socket writes, parsing, microtasks)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('/.next/')) return 'app (.next server chunks)';
  return url.replace(/^file:\/\//, '');
}

export function summarise(file: string, top = 25): string {
  const p = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (const [i, id] of p.samples.entries()) self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((s, t) => s + t, 0);
  const frames = new Map<string, number>();
  const origins = new Map<string, number>();
  for (const [id, t] of self) {
    const f = byId.get(id)?.callFrame;
    if (!f) continue;
    const where = origin(f.url, f.functionName);
    const key = `${f.functionName || '(anonymous)'} (${where}${f.url ? `:${f.lineNumber + 1}` : ''})`;
    frames.set(key, (frames.get(key) ?? 0) + t);
    origins.set(where, (origins.get(where) ?? 0) + t);
  }
  const pct = (t: number) => `${((100 * t) / total).toFixed(1)}%`;
  const sorted = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, t]) => `- ${pct(t)} ${k}`);
  return [
    `Self time by origin (${(total / 1e6).toFixed(1)} s sampled):`,
    '',
    ...sorted(origins, 15),
    '',
    'Top frames by self time:',
    '',
    ...sorted(frames, top),
  ].join('\n');
}

if (process.argv[1]?.endsWith('cpu-profile.ts')) console.log(summarise(process.argv[2], Number(process.argv[3] ?? 25)));
