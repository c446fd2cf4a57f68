// Field builders with the spec's message style ('Please input …'), shared by every resource schema. A
// message that starts with the field's name starts in sentence case ('Latitude may be at most 90').
// A builder names its field by the label it is given; without one, by the key it sits under, in words
// (`part_number: text(50)` says 'Please input part number'), so a field's name is written once.
import { z } from 'zod';

/** 'latitude' -> 'Latitude': the field's name opening a message. */
export const sentence = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** A builder's arguments: the field's label, when its key in words is not what staff call it, then its own. */
type Labelled<Args extends unknown[]> = [label: string, ...Args] | Args;

function labelOf<Args extends unknown[]>(args: Labelled<Args>): [string | undefined, Args] {
  return typeof args[0] === 'string' ? [args[0], args.slice(1) as Args] : [undefined, args as Args];
}

/** The last key of an issue's path in words: ['items', 0, 'unit_price'] -> 'unit price'. */
const keyInWords = (path: readonly PropertyKey[] | undefined) =>
  String(path?.findLast((k) => typeof k === 'string') ?? 'value').replaceAll('_', ' ');

/** A message naming the field: by its label, or when it has none by its key (read when the issue is made). */
function says(label: string | undefined, message: (name: string) => string) {
  return label === undefined ? { error: (iss: { path?: PropertyKey[] }) => message(keyInWords(iss.path)) } : { error: message(label) };
}

/** PostgreSQL int4's largest value: a larger id names no row (and would fail the query as out of range). */
export const INT4_MAX = 2_147_483_647;

/** A positive database id sent as text (a path segment or a query parameter). */
export const idParam = () => z.coerce.number().int().positive().max(INT4_MAX);

export const text = (...args: Labelled<[max?: number]>) => {
  const [label, [max = 200]] = labelOf(args);
  return z
    .string(says(label, (name) => `Please input ${name}`))
    .trim()
    .min(
      1,
      says(label, (name) => `Please input ${name}`),
    )
    .max(
      max,
      says(label, (name) => `${sentence(name)} may have at most ${max} characters`),
    );
};

export const optionalText = (...args: Labelled<[max?: number]>) => {
  const [label, [max = 2000]] = labelOf(args);
  return z
    .string(says(label, (name) => `${sentence(name)} must be text`))
    .trim()
    .max(
      max,
      says(label, (name) => `${sentence(name)} may have at most ${max} characters`),
    )
    .nullish()
    .transform((v) => (v ? v : null));
};

/** A number between min and max; a whole one when `whole` (checked before the bounds, as staff read it). */
function bounded(args: Labelled<[min: number, max: number]>, whole: boolean) {
  const [label, [min, max]] = labelOf(args);
  const number = z.number(says(label, (name) => `Please input ${name}`));
  return (whole ? number.int(says(label, (name) => `${sentence(name)} must be a whole number`)) : number)
    .min(
      min,
      says(label, (name) => `${sentence(name)} must be at least ${min}`),
    )
    .max(
      max,
      says(label, (name) => `${sentence(name)} may be at most ${max}`),
    );
}

export const int = (...args: Labelled<[min: number, max: number]>) => bounded(args, true);
export const num = (...args: Labelled<[min: number, max: number]>) => bounded(args, false);

/** The version of a row the client loaded: a stale one is a 409 (optimistic locking). */
export const rowVersion = () => int('version', 1, INT4_MAX);

export const id = (label: string) =>
  z
    .number({ error: `Please choose ${label}` })
    .int()
    .positive({ error: `Please choose ${label}` })
    .max(INT4_MAX, { error: `Unknown ${label.replace(/^an? /, '')}` });

/** A calendar date, YYYY-MM-DD. */
export const day = (label?: string) => z.iso.date(says(label, (name) => `${sentence(name)} must be a date (YYYY-MM-DD)`));

/** An instant, ISO 8601 with an offset or Z. */
export const instant = (label?: string) =>
  z.iso.datetime({ offset: true, ...says(label, (name) => `${sentence(name)} must be a date and time (ISO 8601)`) });

/** An id filter in a list query string. */
export const idFilter = z.coerce.number().int().positive().optional();
