'use client';
// What the roster's day and bulk dialogs share: the offered statuses and bases, the status + base pair of
// fields, the 'needs a base' rule checked before the API's schema, and the refusal toast.
import type { DefaultValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { baseLabel } from '@/components/flight/fleet-form';
import { useToast } from '@/components/shell/toast';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/client/api';
import { fieldMessages, submitFocused } from '@/lib/client/field-messages';
import { useSchemaForm } from '@/lib/client/schema-form';
import { DUTY, DUTY_STATUSES, dutyStatusByNo, requiresBase, SHOWN_DUTY_STATUSES } from '@/lib/rules/duty-status';
import type { BaseRow } from '@/lib/schemas/flight/rows';

export const NO_BASE = '0';

/** The form of a duty status and a base, as the selects hold them. */
export interface DutyValues {
  status: string;
  base_id: string;
}

/**
 * The statuses offered: the shown ones of spec 4, with Day Off first (a roster has to be able to give a
 * day off) and a hidden status only when the entry already has it.
 */
function statusOptions(current?: number | null) {
  const list = [DUTY_STATUSES[DUTY.dayOff], ...SHOWN_DUTY_STATUSES];
  const extra = current != null && !list.some((s) => s.no === current) ? dutyStatusByNo(current) : undefined;
  return [...list, ...(extra ? [extra] : [])].map((s) => ({ value: String(s.no), label: `${s.name} (${s.code})` }));
}

function baseOptions(bases: readonly BaseRow[]) {
  return [{ value: NO_BASE, label: 'No base' }, ...bases.map((b) => ({ value: String(b.id), label: baseLabel(b) }))];
}

/** The API's base_id of the select's value. */
export const baseBody = (base: string) => (base === NO_BASE || !base ? null : Number(base));

/** A refusal as a toast too: the dialog's line may be below the fold of a long form. */
export function useRefusalToast() {
  const { toast } = useToast();
  return (err: unknown) => {
    if (err instanceof ApiError && err.status === 409) toast(err.message, { type: 'error', timeout: 6000 });
  };
}

/** A body issue found before the API's schema is asked: [field, message]. */
type Check = (body: Record<string, unknown>) => [string, string | undefined][];

/** The duty statuses that need a base ask for one. */
export const baseNeeded: Check = (body) => {
  const s = typeof body.status === 'number' ? dutyStatusByNo(body.status) : undefined;
  return [['base_id', s && requiresBase(s.no) && body.base_id == null ? `${s.name} needs a base: please choose one` : undefined]];
};

/**
 * The dialog's own checks (with the screen's wording), then the API's schema itself: the body reaches
 * the schema only once the own checks pass.
 */
export function checkedFirst<S extends z.ZodType>(checks: Check[], schema: S) {
  return z
    .unknown()
    .superRefine((body, ctx) => {
      if (!body || typeof body !== 'object') return;
      for (const check of checks)
        for (const [field, message] of check({ ...body })) if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    })
    .pipe(schema);
}

/** DutyFields' values, messages and change handler on a dialog's form. */
export function dutyBinding<V extends DutyValues>(form: UseFormReturn<V, unknown, unknown>) {
  const { status, base_id } = form.watch();
  return {
    values: { status, base_id },
    errors: fieldMessages(form.formState.errors),
    onChange(name: keyof DutyValues, value: string, answers: (keyof DutyValues)[]) {
      form.clearErrors(answers as Path<V>[]);
      form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
    },
  };
}

/**
 * A roster dialog's form: checked by `schema`, written by `send` (which reloads the roster and readiness), its
 * messages, its duty fields, and a submit that puts the caret on the first message and toasts a refusal.
 */
export function useRosterForm<V extends DutyValues, S extends z.ZodType, R>(
  schema: S,
  options: {
    /** The typed write (useApiWrite) of the checked body. */
    send: (body: z.output<S>) => Promise<R>;
    defaultValues: DefaultValues<V>;
    toBody: (values: V) => unknown;
    fields: readonly string[];
    idOf: (name: string) => string;
  },
) {
  const refusal = useRefusalToast();
  const form = useSchemaForm<V, S>(schema, { defaultValues: options.defaultValues, toBody: options.toBody });
  async function submit(done: (result: R, body: z.output<S>) => void) {
    try {
      return await submitFocused(form, async (body) => done(await options.send(body), body), options.fields, options.idOf);
    } catch (err) {
      refusal(err);
      throw err;
    }
  }
  return { form, submit, errors: fieldMessages(form.formState.errors), duty: dutyBinding(form) };
}

/** The duty status and base selects; a base is required (and filled from `home`) for the statuses that need one. */
export function DutyFields({
  idPrefix,
  bases,
  values: { status, base_id: base },
  errors,
  onChange,
  current,
  home,
  optionalHint,
}: {
  idPrefix: string;
  bases: readonly BaseRow[];
  values: DutyValues;
  errors: Record<string, string>;
  /** Sets a field and drops the messages it answers. */
  onChange: (name: keyof DutyValues, value: string, answers: (keyof DutyValues)[]) => void;
  /** The entry's status, offered even when hidden. */
  current?: number | null;
  /** The base filled in once a status needs one and none is chosen. */
  home?: string;
  /** The hint of a base that is not needed. */
  optionalHint?: string;
}) {
  const needsBase = requiresBase(Number(status));
  return (
    <>
      <Field label="Duty status" htmlFor={`${idPrefix}-status`} required error={errors.status}>
        <Select
          id={`${idPrefix}-status`}
          value={status}
          invalid={!!errors.status}
          options={statusOptions(current)}
          onValueChange={(v) => {
            onChange('status', v, ['status', 'base_id']);
            if (home && requiresBase(Number(v)) && base === NO_BASE) onChange('base_id', home, []);
          }}
        />
      </Field>
      <Field
        label="Base"
        htmlFor={`${idPrefix}-base`}
        required={needsBase}
        error={errors.base_id}
        hint={needsBase ? 'Required for this status' : optionalHint}
      >
        <Select
          id={`${idPrefix}-base`}
          value={base}
          invalid={!!errors.base_id}
          options={baseOptions(bases)}
          onValueChange={(v) => onChange('base_id', v, ['base_id'])}
        />
      </Field>
    </>
  );
}
