// No two modules import each other, directly or through others (issue 42: a shared type gets a module of
// its own instead): every import between the app's own files, followed for a cycle.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIRS = ['app', 'components', 'lib', 'server'];
const IMPORT = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g;

function sources(): string[] {
  return DIRS.flatMap((dir) =>
    (fs.readdirSync(path.join(ROOT, dir), { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('generated'))
      .map((f) => path.join(dir, f)),
  );
}

function importGraph(): Map<string, string[]> {
  const files = new Set(sources());
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith('@/') ? spec.slice(2) : spec.startsWith('.') ? path.join(path.dirname(from), spec) : null;
    if (!base) return null;
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => files.has(f)) ?? null;
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const deps = [...text.matchAll(IMPORT)].map((m) => resolve(file, m[1])).filter((d): d is string => d !== null);
    graph.set(file, deps);
  }
  return graph;
}

/** One cycle as a path a → b → … → a, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...trail.slice(trail.indexOf(file)), file];
    state.set(file, 'open');
    trail.push(file);
    for (const dep of graph.get(file) ?? []) {
      const cycle = visit(dep);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('module imports', () => {
  it('form no cycle', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    expect(findCycle(graph)?.join(' → ') ?? null).toBeNull();
  });
});
