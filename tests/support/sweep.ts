// What the sweeps send: the demo callers, a value for each path parameter that names no row, and malformed
// variants of a route's body and query, derived from the route's own zod schemas.
import { z } from 'zod';
import { INT4_MAX } from '@/lib/schemas/fields';
import { demoUsers } from '@/prisma/seed/users';
import type { EndpointSpec } from '@/server/http/registry';
import { tokenFor } from './api-client';

export interface Caller {
  /** The demo email's local part: the role, or e.g. manager.marine. */
  label: string;
  role: string;
  unit: string | null;
  token: string | undefined;
}

export async function demoCallers(): Promise<Caller[]> {
  const users = demoUsers();
  const tokens = await Promise.all(users.map((u) => tokenFor(u.email)));
  return users.map((u, i) => ({ label: u.email.split('@')[0], role: u.role, unit: u.unit, token: tokens[i] }));
}

/** Path parameters naming no row (an id past every sequence, still a valid int4). */
export function absentParams(path: string, value = String(INT4_MAX)): Record<string, string> {
  return Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], value]));
}

type Json = Record<string, unknown>;

function jsonSchema(s: z.ZodType): Json {
  return z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Json;
}

/** The first object branch of a schema (a union's first member, a nullable's non-null side). */
function objectOf(schema: Json): Json | null {
  if (schema.type === 'object' || schema.properties) return schema;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const branch of (schema[key] as Json[] | undefined) ?? []) {
      const found = objectOf(branch);
      if (found) return found;
    }
  }
  return null;
}

/** A plausible value for a property, so that a request fails on the one field a variant breaks. */
function plausible(schema: Json, name: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const branch = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (branch?.length) return plausible(branch.find((b) => b.type !== 'null') ?? branch[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') {
    if (schema.format === 'date') return '2026-01-15';
    if (schema.format === 'date-time') return '2026-01-15T08:00:00+07:00';
    if (schema.format === 'email') return 'sweep@example.com';
    if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
    return 'Sweep';
  }
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return baseObject(schema);
  return 'Sweep';
}

/** Whether a schema takes a negative number (a number, or the number side of a nullable, with no minimum of 0 or more). */
function admitsNegative(schema: Json): boolean {
  const numeric = (b: Json) => b.type === 'integer' || b.type === 'number';
  const branch = numeric(schema) ? schema : ((schema.anyOf ?? schema.oneOf) as Json[] | undefined)?.find(numeric);
  if (!branch) return false;
  const min = (branch.minimum ?? branch.exclusiveMinimum) as number | undefined;
  return !(typeof min === 'number' && min >= 0);
}

/** A NUL character, which PostgreSQL cannot store in text: every route must refuse it with a 4xx. */
export const NUL = '\u0000';

/** Whether a property takes text (a string, a nullable one, or a list of them). */
function takesText(schema: Json): boolean {
  if (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) return true;
  if (schema.type === 'array') return takesText((schema.items as Json | undefined) ?? {});
  return ((schema.anyOf ?? schema.oneOf) as Json[] | undefined)?.some(takesText) ?? false;
}

/** Text holding a NUL, in the property's own shape (a list for a list). */
const nulText = (schema: Json) => (schema.type === 'array' ? [`Sweep${NUL}`] : `Sweep${NUL}`);

export interface Try {
  what: string;
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  raw?: FormData;
}

/**
 * A route's requests with a NUL character in one place each: every path segment (as Next decodes %00),
 * every documented query key and one it does not know, every text field of the body (or of the form).
 */
export function nulTries(spec: EndpointSpec): Try[] {
  const params = absentParams(spec.path);
  const body = spec.body && !spec.multipart ? {} : undefined;
  const tries: Try[] = Object.keys(params).map((name) => ({ what: `path ${name}`, params: { ...params, [name]: `x${NUL}` }, body }));
  const query = spec.query ? objectOf(jsonSchema(spec.query)) : null;
  for (const key of [...Object.keys((query?.properties ?? {}) as Json), 'sweep'])
    tries.push({ what: `query ${key}`, params, query: { [key]: `a${NUL}` }, body });
  const schema = body ? objectOf(jsonSchema(spec.body as z.ZodType)) : null;
  const base = schema ? baseObject(schema) : {};
  for (const [name, prop] of Object.entries((schema?.properties ?? {}) as Record<string, Json>)) {
    if (takesText(prop)) tries.push({ what: `body ${name}`, params, body: { ...base, [name]: nulText(prop) } });
  }
  if (spec.multipart) {
    const form = new FormData();
    form.append('file', new File(['a'], `a${NUL}.txt`, { type: 'text/plain' }));
    form.append('source', `others${NUL}`);
    tries.push({ what: 'form with a NUL', params, raw: form });
  }
  return tries;
}

function baseObject(schema: Json): Json {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.fromEntries(
    Object.entries(props)
      .filter(([k]) => required.has(k))
      .map(([k, p]) => [k, plausible(p, k)]),
  );
}

const HUGE = 'x'.repeat(300_000);
const looksLikeId = (name: string) => /(^id$|_id$|Id$|_ids$|Ids$)/.test(name);
const looksLikeDate = (name: string, p: Json) =>
  p.format === 'date' || p.format === 'date-time' || /(date|_at$|_on$|^day$|_day$|etd|eta)/i.test(name);

export interface Variant {
  what: string;
  body: unknown;
}

/** Bodies no route may accept: wrong top-level types, an unknown field, and each field broken in turn. */
export function malformedBodies(spec: EndpointSpec): Variant[] {
  if (!spec.body) return [];
  const out: Variant[] = [
    { what: 'an array', body: [] },
    { what: 'a string', body: 'text' },
    { what: 'a number', body: 42 },
  ];
  const schema = objectOf(jsonSchema(spec.body));
  if (!schema) return out;
  const base = baseObject(schema);
  out.push({ what: 'an unknown field', body: { ...base, unexpected_field: 'x' } });
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    const isObject = prop.type === 'object';
    out.push({ what: `${name}: wrong type`, body: { ...base, [name]: isObject ? 42 : { nested: true } } });
    out.push({ what: `${name}: a huge string`, body: { ...base, [name]: HUGE } });
    if (looksLikeId(name)) {
      // -1 only where the schema bounds the id below: spec 5's roster takes a base below 1 as no base.
      const bad = [...(admitsNegative(prop.type === 'array' ? (prop.items as Json) : prop) ? [] : [-1]), INT4_MAX + 1, 'abc'];
      for (const v of bad) out.push({ what: `${name}: bad id ${v}`, body: { ...base, [name]: prop.type === 'array' ? [v] : v } });
    }
    if (looksLikeDate(name, prop)) {
      for (const v of ['2026-02-30', 'yesterday', '2026-13-01T25:00:00Z'])
        out.push({ what: `${name}: bad date ${v}`, body: { ...base, [name]: v } });
    }
  }
  return out;
}

/** Malformed path parameters: not numbers, negative, past int4, an injection attempt (a NUL: nulTries). */
export const BAD_PARAMS = ['abc', '-1', '0', '1.5', '99999999999999999999', "1'; DROP TABLE users; --", '%00'];

/** Query strings with every documented key broken in turn. */
export function malformedQueries(spec: EndpointSpec): Variant[] {
  if (!spec.query) return [];
  const schema = objectOf(jsonSchema(spec.query));
  const keys = Object.keys((schema?.properties ?? {}) as Json);
  const values = ['abc', '-1', '99999999999999999999', '2026-02-30', 'x'.repeat(5000), "' OR 1=1 --"];
  return keys.flatMap((key) => values.map((v) => ({ what: `${key}=${v.slice(0, 20)}`, body: { [key]: v } })));
}
