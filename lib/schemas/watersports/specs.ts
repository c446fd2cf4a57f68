// The zod schema of a watersports product's specs, built from the attribute lists of lib/rules/sws-specs.ts
// (kept apart so that screens reading the attribute lists do not load zod).
import { z } from 'zod';
import { attributeName, SPEC_ATTRIBUTES, type SpecAttribute, type SpecKind, type Specs, type SpecValue } from '@/lib/rules/sws-specs';
import { sentence } from '@/lib/schemas/fields';

const onStep = (v: number, step: number) => Math.abs(Math.round(v / step) * step - v) < 1e-9;

function attributeSchema(a: SpecAttribute): z.ZodType<SpecValue, unknown> {
  const name = attributeName(a);
  const lower = attributeName(a, true);
  if (a.type === 'number') {
    return z
      .number({ error: `${sentence(name)} must be a number` })
      .min(a.min, { error: `${sentence(name)} must be at least ${a.min}` })
      .max(a.max, { error: `${sentence(name)} may be at most ${a.max}` })
      .refine((v) => onStep(v, a.step), {
        error: a.step === 1 ? `${sentence(name)} must be a whole number` : `${sentence(name)} must be a multiple of ${a.step}`,
      });
  }
  if (a.type === 'choice') {
    return z.enum(a.options as [string, ...string[]], { error: `${sentence(name)} must be one of: ${a.options.join(', ')}` });
  }
  return z
    .string({ error: `Please input ${lower}` })
    .trim()
    .min(1, { error: `Please input ${lower}` })
    .max(a.max, { error: `${sentence(name)} may have at most ${a.max} characters` })
    .regex(a.pattern, { error: `${sentence(name)} must be ${a.hint}` })
    .transform((v) => v.toUpperCase().replace(/\s+/g, ''));
}

/** The schema of a kind's specs: its attributes by key, required ones present, no other key. */
export function specsSchema(kind: SpecKind) {
  const shape: Record<string, z.ZodType> = {};
  for (const a of SPEC_ATTRIBUTES[kind]) {
    const field = attributeSchema(a);
    // a required attribute left out says so by name, not zod's 'expected number, received undefined'
    shape[a.key] = a.required
      ? z.custom<unknown>((v) => v !== undefined && v !== null, { error: `Please input ${attributeName(a, true)}` }).pipe(field)
      : field.optional();
  }
  return z.strictObject(shape, { error: 'specs must be an object of the kind’s attributes' }) as unknown as z.ZodType<Specs>;
}
