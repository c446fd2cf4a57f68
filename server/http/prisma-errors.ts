import { HttpError } from './errors';

interface MaybeDbError {
  code?: unknown;
  message?: unknown;
  meta?: Record<string, unknown>;
  cause?: unknown;
}

function constraintFields(err: MaybeDbError): string[] {
  const meta = err.meta ?? {};
  if (Array.isArray(meta.target)) return meta.target.map(String);
  const adapter = meta.driverAdapterError as { cause?: { constraint?: { fields?: string[]; index?: string } } } | undefined;
  const c = adapter?.cause?.constraint;
  if (c?.fields) return c.fields.map((f) => f.replaceAll('"', ''));
  return [];
}

/** Known database failures caused by the request's data, as 4xx answers; undefined for anything else. */
export function mapDbError(error: unknown): HttpError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const err = error as MaybeDbError;
  switch (err.code) {
    case 'P2025':
    case 'P2015':
      return new HttpError(404, 'not_found', 'Not found');
    case 'P2002': {
      const fields = constraintFields(err);
      const message = fields.length ? `${fields.join(', ')} already exists` : 'This record already exists';
      return new HttpError(409, 'conflict', message, { fields: Object.fromEntries(fields.map((f) => [f, message])) });
    }
    case 'P2003':
    case 'P2014':
      return new HttpError(409, 'conflict', 'This record is still referenced by other records');
    case 'P2000':
      return new HttpError(400, 'validation', 'A value is too long for its field');
    case 'P2034':
      return new HttpError(409, 'conflict', 'The record was changed by someone else; reload and try again');
    case 'P2006':
    case 'P2007':
    case 'P2009':
    case 'P2012':
    case 'P2019':
    case 'P2020':
      return new HttpError(400, 'validation', 'A value is not valid for its field');
  }
  // Raw SQL errors from pg carry SQLSTATE codes.
  if (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) {
    if (err.code === '23503') return new HttpError(409, 'conflict', 'This record is still referenced by other records');
    if (err.code === '23505') return new HttpError(409, 'conflict', 'This record already exists');
    if (err.code === '40001' || err.code === '40P01')
      return new HttpError(409, 'conflict', 'The record was changed by someone else; reload and try again');
    if (err.code.startsWith('22')) return new HttpError(400, 'validation', 'A value is not valid for its field');
  }
  if (err.cause && err.cause !== error) return mapDbError(err.cause);
  return undefined;
}
