// Building blocks of the API's answer shapes (the `response` of an endpoint, read by the OpenAPI document
// and, through z.infer, by the screens). Client-safe.
import { z } from 'zod';

/**
 * An instant in an answer. A handler may hand over the Date Prisma returns: JSON carries its ISO 8601
 * text, which is what the type of the answer (z.infer) says.
 */
export const instantText = z.codec(z.union([z.date(), z.string()]), z.string().meta({ format: 'date-time' }), {
  decode: (v) => (typeof v === 'string' ? v : v.toISOString()),
  encode: (v) => v,
});

/** A calendar date in an answer, YYYY-MM-DD. */
export const dayText = z.string().meta({ format: 'date' });

/** One page of a list: { total, data }. */
export const listOf = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), data: z.array(row) });

/** The spec's search answer: { status, data } (status false when nothing matches). */
export const searchOf = <T extends z.ZodType>(row: T) => z.object({ status: z.boolean(), data: z.array(row) });

/** What a create or an update answers. */
export const idAnswer = z.object({ id: z.number().int() });

/** What a delete answers. */
export const affectedAnswer = z.object({ affected: z.number().int() });

/** A related row named by id and name. */
export const namedRef = z.object({ id: z.number().int(), name: z.string() });
