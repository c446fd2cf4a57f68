'use client';
// The product dialog's specs: the attributes of the category's kind as a table, one typed input a row
// (a number with its unit and range, a choice, or a text with its pattern), required ones marked. The
// messages (browser check or the API's specs.<key>) sit under each input.
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ProductValues } from '@/components/marine/product-form-values';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { fieldMessages } from '@/lib/client/field-messages';
import { SPEC_ATTRIBUTES, SPEC_KIND_LABEL, type SpecAttribute, type SpecKind } from '@/lib/rules/sws-specs';

/** Radix gives no item the empty value: an optional choice's '(none)' is this, stored as ''. */
const NONE = '-';
const TH = 'px-2 py-1.5 text-left text-xs font-medium uppercase tracking-wide text-slate-500';

function rangeHint(a: SpecAttribute) {
  if (a.type === 'number') return `${a.min}–${a.max}${a.step < 1 ? `, steps of ${a.step}` : ''}`;
  if (a.type === 'text') return a.hint;
  return '';
}

export function SpecsEditor({ form, kind }: { form: UseFormReturn<ProductValues, unknown, unknown>; kind: SpecKind | undefined }) {
  const messages = fieldMessages(form.formState.errors);
  if (!kind) {
    return (
      <section aria-label="Specs">
        <h3 className="mb-1 text-sm font-medium text-slate-700">Specs</h3>
        <p className="text-sm text-slate-500">Choose a category first: its kind says which specs a product has.</p>
      </section>
    );
  }
  return (
    <section aria-label="Specs" className="space-y-1">
      <h3 className="text-sm font-medium text-slate-700">Specs ({SPEC_KIND_LABEL[kind].toLowerCase()})</h3>
      <table className="w-full text-sm">
        <thead>
          <tr>
            <th className={TH}>Attribute</th>
            <th className={TH}>Value</th>
            <th className={TH}>Allowed</th>
          </tr>
        </thead>
        <tbody>
          {SPEC_ATTRIBUTES[kind].map((a) => {
            const name = `specs.${a.key}` as const;
            const error = messages[name];
            const id = `spec-${a.key}`;
            return (
              <tr key={a.key} className="align-top" data-testid="spec-row">
                <td className="w-48 px-2 py-2">
                  <label htmlFor={id} className="text-slate-700">
                    {a.label}
                    {a.required && (
                      <span aria-hidden className="text-red-700">
                        {' '}
                        *
                      </span>
                    )}
                  </label>
                </td>
                <td className="w-64 px-2 py-1">
                  {a.type === 'choice' ? (
                    <Controller
                      control={form.control}
                      name={name}
                      render={({ field }) => (
                        <Select
                          id={id}
                          ref={field.ref}
                          aria-label={a.label}
                          value={field.value || undefined}
                          onValueChange={(v) => {
                            form.clearErrors(name);
                            field.onChange(v === NONE ? '' : v);
                          }}
                          options={[
                            ...(a.required ? [] : [{ value: NONE, label: '(none)' }]),
                            ...a.options.map((o) => ({ value: o, label: o })),
                          ]}
                          placeholder={a.required ? 'Choose' : '(none)'}
                          invalid={!!error}
                        />
                      )}
                    />
                  ) : (
                    <div className="flex items-center gap-2">
                      <Input
                        id={id}
                        aria-label={a.type === 'number' && a.unit ? `${a.label} in ${a.unit}` : a.label}
                        aria-required={a.required || undefined}
                        inputMode={a.type === 'number' ? 'decimal' : undefined}
                        className={a.type === 'number' ? 'text-right tabular-nums' : 'uppercase'}
                        invalid={!!error}
                        {...form.register(name)}
                      />
                      {a.type === 'number' && a.unit && <span className="w-6 text-slate-500">{a.unit}</span>}
                    </div>
                  )}
                  {error && <p className="mt-0.5 text-xs text-red-700">{error}</p>}
                </td>
                <td className="px-2 py-2 text-xs text-slate-500">{rangeHint(a)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
