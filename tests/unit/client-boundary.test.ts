// A server file that imports a value from a 'use client' module gets a client reference, not the value:
// `CUSTOMER_LIST.limit` read on the server was undefined, and the first page listed every customer. Server
// files (pages, layouts, route handlers, server/) may take only components (PascalCase) and types from there.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

const isClient = (file: string) => /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8'));

function resolve(spec: string, from: string): string | null {
  if (!spec.startsWith('@/') && !spec.startsWith('.')) return null;
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const c of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) if (fs.existsSync(c)) return c;
  return null;
}

/** The value names `file` imports from 'use client' modules that are not components. */
function clientValues(file: string): string[] {
  const src = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  for (const st of src.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || st.importClause?.isTypeOnly) continue;
    const target = resolve(st.moduleSpecifier.text, file);
    if (!target || !isClient(target)) continue;
    const bindings = st.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const el of bindings.elements) {
        const name = (el.propertyName ?? el.name).text;
        if (!el.isTypeOnly && !/^[A-Z][a-z0-9]/.test(name)) found.push(`${name} from ${path.relative(ROOT, target)}`);
      }
    }
  }
  return found;
}

describe('server files and client modules', () => {
  const serverFiles = [...walk(path.join(ROOT, 'app')), ...walk(path.join(ROOT, 'server'))].filter((f) => !isClient(f));

  it('reads no value but components from a client module', () => {
    const offences = serverFiles.flatMap((f) => clientValues(f).map((v) => `${path.relative(ROOT, f)}: ${v}`));
    expect(offences).toEqual([]);
  });
});
