// Every app/api route file exports wrapped endpoints whose documented path is the file's own path, and
// the OpenAPI document lists each of them.
import { describe, expect, it } from 'vitest';
import '@/server/api';
import { openapiJson } from '@/server/api/openapi';
import { call } from '../support/api-client';
import { docPath, METHODS, routeDirs, routeModule } from '../support/route-table';

describe('API contract', () => {
  const files = routeDirs();

  it('finds the route files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('app/api/%s/route.ts exports wrapped handlers for its own path', async (dir) => {
    const mod = await routeModule(dir);
    const methods = METHODS.filter((m) => m in mod);
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) {
      expect(mod[method].spec, `${method} ${dir}`).toBeDefined();
      expect(mod[method].spec.method).toBe(method);
      expect(mod[method].spec.path).toBe(docPath(dir));
    }
  });

  it('lists every route in /api/openapi.json', async () => {
    const doc = (await call(openapiJson)).json;
    expect(doc.openapi).toBe('3.1.0');
    for (const dir of files) {
      const mod = await routeModule(dir);
      for (const method of METHODS.filter((m) => m in mod)) {
        expect(doc.paths[docPath(dir)]?.[method.toLowerCase()], `${method} ${docPath(dir)}`).toBeDefined();
      }
    }
    expect(doc.paths['/api/login-admin'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });

  it('documents a server, and for every operation a unique operationId and the schema of its 2xx answer', async () => {
    const doc = (await call(openapiJson)).json as OpenApiDoc;
    expect(doc.servers?.length).toBeGreaterThan(0);
    const missing: string[] = [];
    const ids = new Map<string, string>();
    for (const [where, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${where}`;
        if (!op.operationId) missing.push(`${name}: no operationId`);
        else if (ids.has(op.operationId)) missing.push(`${name}: operationId ${op.operationId} also used by ${ids.get(op.operationId)}`);
        else ids.set(op.operationId, name);
        const ok = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
        if (!ok.length) missing.push(`${name}: no 2xx answer`);
        for (const [status, answer] of ok) {
          const contents = Object.entries(answer.content ?? {});
          if (!contents.length) missing.push(`${name}: ${status} has no content`);
          for (const [type, content] of contents) {
            if (!content.schema || !Object.keys(content.schema).length) missing.push(`${name}: ${status} ${type} has no schema`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

interface OpenApiDoc {
  servers?: { url: string }[];
  paths: Record<
    string,
    Record<string, { operationId?: string; responses: Record<string, { content?: Record<string, { schema?: object }> }> }>
  >;
}
