// The Prisma select of an answer row, derived from its zod schema: every field of the row is a column
// (`true`) or, when it is an object or a list of objects (a relation, `_count`), `{ select: … }` of that
// object's fields. A row's field that is not read from the table (e.g. a URL made from an id) is left out
// with zod's `.omit()`; a JSON column holding an object is spread in by hand after the derived ones.
import { z } from 'zod';

type Inner<T> =
  T extends z.ZodNullable<infer I> ? Inner<I> : T extends z.ZodOptional<infer I> ? Inner<I> : T extends z.ZodArray<infer I> ? Inner<I> : T;

/** The select of an object schema's shape, field by field. */
export type SelectFrom<Shape extends z.ZodRawShape> = {
  -readonly [P in keyof Shape]: Inner<Shape[P]> extends z.ZodObject<infer S> ? { select: SelectFrom<S> } : true;
};

/** The object schema inside nullable, optional and array wrappers, or undefined when it is no object. */
function objectInside(schema: z.core.$ZodType): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return objectInside(schema.unwrap());
  if (schema instanceof z.ZodArray) return objectInside(schema.element);
  return undefined;
}

export function selectOf<Shape extends z.ZodRawShape>(row: z.ZodObject<Shape>): SelectFrom<Shape> {
  return Object.fromEntries(
    Object.entries(row.shape).map(([key, field]) => {
      const inner = objectInside(field);
      return [key, inner ? { select: selectOf(inner) } : true];
    }),
  ) as SelectFrom<Shape>;
}
