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
