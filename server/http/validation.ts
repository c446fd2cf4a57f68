import type { z } from 'zod';
import { HttpError } from './errors';

/** A zod failure as api.md's 400: the first message, and one message per field. */
export function validationError(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key].join('.');
        fields[path] ??= `Unknown field ${path}`;
      }
      continue;
    }
    const path = issue.path.join('.') || '_';
    fields[path] ??= issue.message;
  }
  const message = Object.values(fields)[0] ?? 'Invalid request';
  return new HttpError(400, 'validation', message, { fields });
}

export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

const NUL_MESSAGE = 'Text may not contain a NUL character';

/** Where the first NUL character sits in a value: its field path ('' for the value itself), or null. */
function nulAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  if (value instanceof File) return value.name.includes('\0') ? path : null;
  const entries = value instanceof FormData ? [...value.entries()] : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return at;
    const found = nulAt(item, at);
    if (found !== null) return found;
  }
  return null;
}

export const hasNul = (input: unknown) => nulAt(input, '') !== null;

/**
 * 400 when any text of the input (a path segment, a query value, a JSON or form field, a key, a file's
 * name) holds a NUL character: PostgreSQL cannot store one in text and would fail the query (a 500).
 */
export function refuseNul(input: unknown, name: string): void {
  const at = nulAt(input, '');
  if (at === null) return;
  const field = at || name;
  throw new HttpError(400, 'validation', NUL_MESSAGE, { fields: { [field]: NUL_MESSAGE } });
}
