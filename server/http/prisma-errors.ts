import { Prisma } from '@/lib/generated/prisma/browser';
import { ROW_NAMES } from '@/lib/generated/row-names';
import { HttpError } from './errors';

interface MaybeDbError {
  code?: unknown;
  message?: unknown;
  meta?: Record<string, unknown>;
  cause?: unknown;
}

/** Splits `a_b_c_d` into known column names, e.g. ['a_b', 'c_d']; null when it cannot. */
function splitColumns(text: string, columns: readonly string[]): string[] | null {
  if (!text) return [];
  for (const col of columns) {
    if (text === col) return [col];
    if (text.startsWith(`${col}_`)) {
      const rest = splitColumns(text.slice(col.length + 1), columns);
      if (rest) return [col, ...rest];
    }
  }
  return null;
}

/**
 * The columns of a constraint named as Prisma's migrations name them (`<table>_<col>[_<col>]_key` or
 * `_fkey`). The pg adapter reports only that name for unique and foreign-key violations.
 */
function columnsFromIndex(index: string, model: unknown, table: unknown): string[] {
  const named = index.match(/^(.+)_(?:key|fkey)$/)?.[1];
  if (!named) return [];
  const fieldEnum = Object.entries(Prisma).find(([name]) => name === `${String(model)}ScalarFieldEnum`)?.[1];
  const columns = Object.keys(typeof fieldEnum === 'object' && fieldEnum ? fieldEnum : {}).sort((a, b) => b.length - a.length);
  if (typeof table === 'string' && named.startsWith(`${table}_`)) {
    const rest = named.slice(table.length + 1);
    return splitColumns(rest, columns) ?? [rest];
  }
  // Unknown table: the longest tail made of the model's columns.
  for (let i = named.indexOf('_'); i > 0; i = named.indexOf('_', i + 1)) {
    const cols = splitColumns(named.slice(i + 1), columns);
    if (cols?.length) return cols;
  }
  return [];
}

/** The columns a unique or foreign-key violation is about, when the error says. */
function constraintFields(err: MaybeDbError): string[] {
  const meta = err.meta ?? {};
  if (Array.isArray(meta.target)) return meta.target.map(String);
  const adapter = meta.driverAdapterError as { cause?: { constraint?: { fields?: string[]; index?: string }; table?: string } } | undefined;
  const c = adapter?.cause?.constraint;
  if (c?.fields) return c.fields.map((f) => f.replaceAll('"', ''));
  if (c?.index) return columnsFromIndex(c.index, meta.modelName, adapter?.cause?.table);
  return [];
}

/** The constraint a violation names: the pg adapter's index, Prisma's field_name, or pg's own. */
function constraintName(err: MaybeDbError): string {
  const meta = err.meta ?? {};
  const adapter = meta.driverAdapterError as { cause?: { constraint?: { index?: string } } } | undefined;
  const named = adapter?.cause?.constraint?.index ?? meta.field_name ?? meta.constraint ?? (err as { constraint?: unknown }).constraint;
  return typeof named === 'string' ? named : '';
}

/**
 * The 409 of a delete whose row is still referenced, naming by what: `<table>_<col>_fkey` names the referring
 * table, and its Prisma model's `/// @rows` line what staff call its rows.
 */
function stillReferenced(err: MaybeDbError): HttpError {
  const name = constraintName(err);
  const table = Object.keys(ROW_NAMES)
    .filter((t) => name.startsWith(`${t}_`))
    .sort((a, b) => b.length - a.length)[0];
  const what = table ? ROW_NAMES[table] : 'other records';
  return new HttpError(409, 'conflict', `It is still used by ${what}: change or remove those first`);
}

/**
 * A foreign key broken by a create or an update: the row it names does not exist. That is the client's
 * data, so a 400 on the field (`Unknown area` for area_id), not the 409 a delete of a referenced row gets.
 * Undefined for any other error.
 */
export function unknownReference(error: unknown): HttpError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const err = error as MaybeDbError;
  if (err.code !== 'P2003') return undefined;
  const fields = constraintFields(err);
  const messages = Object.fromEntries(fields.map((f) => [f, `Unknown ${f.replace(/_id$/, '').replaceAll('_', ' ')}`]));
  const message = Object.values(messages)[0] ?? 'A referenced record does not exist';
  return new HttpError(400, 'validation', message, { fields: messages });
}

const CHECK_MESSAGE = 'The change would break a rule of the data (a check constraint): reload and try again';

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
      return stillReferenced(err);
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
    if (err.code === '23503') return stillReferenced(err);
    if (err.code === '23505') return new HttpError(409, 'conflict', 'This record already exists');
    if (err.code === '23514')
      return new HttpError(409, 'conflict', 'The change would break a rule of the data (a check constraint); reload and try again');
    if (err.code === '40001' || err.code === '40P01')
      return new HttpError(409, 'conflict', 'The record was changed by someone else; reload and try again');
    if (err.code.startsWith('22')) return new HttpError(400, 'validation', 'A value is not valid for its field');
  }
  // A PostgreSQL error the adapter has no kind for (e.g. a CHECK constraint) carries its SQLSTATE as originalCode.
  const original = (err.meta?.driverAdapterError as { cause?: { originalCode?: unknown } } | undefined)?.cause?.originalCode;
  if (original === '23514') return new HttpError(409, 'conflict', CHECK_MESSAGE);
  if (err.cause && err.cause !== error) return mapDbError(err.cause);
  return undefined;
}
