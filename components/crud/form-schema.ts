'use client';
// A declared form's schema, which may be `{ import }` of it (zod kept out of a list's first load).
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { FormSchema, ResourceFormSpec } from './resource-spec';

/** The spec's schema for the row `id` (undefined: a new one), once its `{ import }` (if it has one) has loaded. */
export function useFormSchema(schema: ResourceFormSpec<unknown>['schema'], id: number | undefined): z.ZodType | null {
  const lazy = typeof schema === 'object' && 'import' in schema ? schema : null;
  const [loaded, setLoaded] = useState<FormSchema | null>(null);
  useEffect(() => {
    if (!lazy) return;
    let current = true;
    void lazy.import().then((s) => current && setLoaded(() => s));
    return () => {
      current = false;
    };
  }, [lazy]);
  const resolved = lazy ? loaded : (schema as FormSchema);
  return typeof resolved === 'function' ? resolved(id) : resolved;
}
