// Whether a resource's answer rows are its selected columns exactly as PostgreSQL writes them in JSON, so
// that a list may be answered with the JSON text PostgreSQL writes (sql-list.ts plainJsonWithCaller)
// instead of rows Node parses, checks and writes out again.
import type { z } from 'zod';

/** Field types whose JSON PostgreSQL writes as JSON.stringify writes the value pg reads (text, integers, floats, booleans, enums). */
const AS_READ = new Set(['string', 'number', 'boolean', 'enum']);

function fieldAsRead(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def;
  if (def.type === 'nullable' || def.type === 'optional') return fieldAsRead((def as z.core.$ZodNullableDef).innerType);
  return AS_READ.has(def.type);
}

/**
 * True when the row schema is an object of exactly the selected columns, each a string, number, boolean or
 * enum (or null), with nothing that changes a value (no transform, default or pipe), and no hook makes the
 * row. Dates are left out: pg reads them as Dates that the row path writes differently. Then the row path
 * answers each column as read, and PostgreSQL's JSON of the page is the same answer.
 */
export function rowsAsRead(def: { row: z.ZodType; select: object; dates?: readonly string[]; toRow?: unknown }): boolean {
  if (def.toRow || def.dates?.length) return false;
  const row = def.row._zod.def;
  if (row.type !== 'object') return false;
  const shape = (row as z.core.$ZodObjectDef).shape;
  const selected = Object.entries(def.select);
  if (selected.some(([, on]) => on !== true)) return false;
  const fields = Object.keys(shape);
  return fields.length === selected.length && selected.every(([name]) => name in shape && fieldAsRead(shape[name]));
}
