'use client';
// Forms on react-hook-form, checked in the browser by the same zod schema the API validates with. The
// form may hold what inputs hold (text) and `toBody` turns it into the API's JSON before the check; the
// submit handler receives the parsed body. The API's field messages land on the same fields.
import { useEffect } from 'react';
import { type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api';

/**
 * The schema a form checks with, or a function importing it: a page whose first load should not carry zod
 * (the new purchase request) passes `() => import(...)`, defined once at module level.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

type AnyResolver = Resolver<FieldValues, unknown, unknown>;
const loaded = new WeakMap<object, Promise<AnyResolver>>();

/**
 * zodResolver over the source's schema, imported once per source: the resolver package (and zod, for an
 * imported schema) load after the screen is drawn rather than with it.
 */
function resolverOf(source: SchemaSource<z.ZodType>): Promise<AnyResolver> {
  let resolver = loaded.get(source);
  if (!resolver) {
    const schema = typeof source === 'function' ? source() : Promise.resolve(source);
    resolver = Promise.all([import('@hookform/resolvers/zod'), schema]).then(
      // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads type the form as the schema's input; this form holds text
      ([{ zodResolver }, s]) => zodResolver(s as any) as unknown as AnyResolver,
      (err: unknown) => {
        // A failed download (the network dropped) is tried again at the next check.
        loaded.delete(source);
        throw err;
      },
    );
    loaded.set(source, resolver);
  }
  return resolver;
}

/** A resolver checking `toBody(values)` against the schema (the values themselves without `toBody`). */
function schemaResolver<V extends FieldValues, S extends z.ZodType>(
  source: SchemaSource<S>,
  toBody?: (values: V) => unknown,
): Resolver<V, unknown, z.output<S>> {
  return async (values, context, options) => {
    const inner = await resolverOf(source);
    return (await inner((toBody ? toBody(values) : values) as FieldValues, context, options as never)) as Awaited<
      ReturnType<Resolver<V, unknown, z.output<S>>>
    >;
  };
}

export type SchemaForm<V extends FieldValues, S extends z.ZodType> = UseFormReturn<V, unknown, z.output<S>>;

export function useSchemaForm<V extends FieldValues, S extends z.ZodType>(
  source: SchemaSource<S>,
  options: Omit<UseFormProps<V, unknown, z.output<S>>, 'resolver'> & { toBody?: (values: V) => unknown } = {},
): SchemaForm<V, S> {
  const { toBody, ...rest } = options;
  // Loaded once the form is drawn, so that the first check does not wait for it.
  useEffect(() => {
    resolverOf(source).catch(() => {});
  }, [source]);
  return useForm<V, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...rest,
    resolver: schemaResolver(source, toBody),
  });
}

/** The line under a form for a failed save: none when the fields show the API's messages. */
export function generalError(err: unknown): string | null {
  if (!(err instanceof ApiError)) return 'Something went wrong';
  return Object.keys(err.fields).length ? null : err.message;
}

/**
 * Puts a refusal's field messages on the form's fields and moves the caret to the first one. Answers
 * true when it did (the dialog then shows no general error), false for any other failure.
 */
export function showApiErrors<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, err: unknown): boolean {
  if (!(err instanceof ApiError) || !Object.keys(err.fields).length) return false;
  const names = Object.keys(err.fields);
  for (const name of names) form.setError(name as Path<V>, { type: 'server', message: err.fields[name] });
  try {
    form.setFocus(names[0] as Path<V>, { shouldSelect: false });
  } catch {
    // A field the form has no input for (a server-side rule on a hidden value): the message still shows.
  }
  return true;
}

/**
 * Submits the form through `save` and resolves true once saved, false when the browser check failed
 * (the fields show why, the first one focused). A refusal with field messages is put on the fields and
 * rethrown, so a FormDialog keeps open; other failures are rethrown for the dialog's general error.
 */
export function submitForm<V extends FieldValues, S extends z.ZodType>(
  form: SchemaForm<V, S>,
  save: (body: z.output<S>) => Promise<unknown>,
): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    form
      .handleSubmit(
        async (body) => {
          try {
            await save(body);
            resolve(true);
          } catch (err) {
            showApiErrors(form as UseFormReturn<V, unknown, unknown>, err);
            reject(err);
          }
        },
        () => resolve(false),
      )()
      // The check itself failed (its schema could not be downloaded): a general error, not a stuck form.
      .catch(reject);
  });
}
