// Field builders with the spec's message style ('Please input …'), shared by every resource schema. A
// message that starts with the field's name starts in sentence case ('Latitude may be at most 90').
import { z } from 'zod';

/** 'latitude' -> 'Latitude': the field's name opening a message. */
export const sentence = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** PostgreSQL int4's largest value: a larger id names no row (and would fail the query as out of range). */
export const INT4_MAX = 2_147_483_647;

/** A positive database id sent as text (a path segment or a query parameter). */
export const idParam = () => z.coerce.number().int().positive().max(INT4_MAX);

export const text = (label: string, max = 200) =>
  z
    .string({ error: `Please input ${label}` })
    .trim()
    .min(1, { error: `Please input ${label}` })
    .max(max, { error: `${sentence(label)} may have at most ${max} characters` });

export const optionalText = (label: string, max = 2000) =>
  z
    .string({ error: `${sentence(label)} must be text` })
    .trim()
    .max(max, { error: `${sentence(label)} may have at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

export const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `Please input ${label}` })
    .int({ error: `${sentence(label)} must be a whole number` })
    .min(min, { error: `${sentence(label)} must be at least ${min}` })
    .max(max, { error: `${sentence(label)} may be at most ${max}` });

/** The version of a row the client loaded: a stale one is a 409 (optimistic locking). */
export const rowVersion = () => int('version', 1, INT4_MAX);

export const num = (label: string, min: number, max: number) =>
  z
    .number({ error: `Please input ${label}` })
    .min(min, { error: `${sentence(label)} must be at least ${min}` })
    .max(max, { error: `${sentence(label)} may be at most ${max}` });

export const id = (label: string) =>
  z
    .number({ error: `Please choose ${label}` })
    .int()
    .positive({ error: `Please choose ${label}` })
    .max(INT4_MAX, { error: `Unknown ${label.replace(/^an? /, '')}` });

/** A calendar date, YYYY-MM-DD. */
export const day = (label: string) => z.iso.date({ error: `${sentence(label)} must be a date (YYYY-MM-DD)` });

/** An instant, ISO 8601 with an offset or Z. */
export const instant = (label: string) => z.iso.datetime({ offset: true, error: `${sentence(label)} must be a date and time (ISO 8601)` });

/** An id filter in a list query string. */
export const idFilter = z.coerce.number().int().positive().optional();
