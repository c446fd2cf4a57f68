// The job posting form's fields and values, apart from the editor (posting-dialog.tsx, loaded when it first
// opens) so that the postings list does not carry the form library and the schema (issue 18).

import { formValues } from '@/components/crud/form-values';
import type { FormField, FormValues } from '@/components/crud/resource-form';
import { EMPLOYMENT_TYPE_LABEL, EMPLOYMENT_TYPES, HIRING_TRACK_LABEL, type HiringTrack } from '@/lib/rules/recruitment';
import type { PostingRow } from '@/lib/schemas/careers/posting';

export const POSTINGS_ENDPOINT = '/api/web/careers';

export interface BaseOption {
  id: number;
  name: string;
}

export function postingFields(bases: readonly BaseOption[], tracks: readonly HiringTrack[]): FormField[] {
  return [
    { name: 'title', label: 'Title', required: true, placeholder: 'ATR 72-600 First Officer', span: 2 },
    {
      name: 'department',
      label: 'Department',
      required: true,
      placeholder: 'Flight operations',
      suggestions: [
        'Flight operations',
        'Engineering',
        'Ground operations',
        'Cabin crew',
        'Operations control',
        'Quality & Safety',
        'Training',
      ],
    },
    {
      name: 'base_id',
      label: 'Location',
      kind: 'select',
      numeric: true,
      nullable: true,
      options: [{ value: HEAD_OFFICE, label: 'Head office' }, ...bases.map((b) => ({ value: String(b.id), label: b.name }))],
    },
    {
      name: 'employment_type',
      label: 'Employment type',
      kind: 'select',
      required: true,
      options: EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABEL[t] })),
    },
    {
      name: 'track',
      label: 'Hiring',
      kind: 'select',
      required: true,
      options: tracks.map((t) => ({ value: t, label: `${HIRING_TRACK_LABEL[t]} hiring` })),
      disabled: tracks.length === 1,
    },
    { name: 'opens_on', label: 'Opens on', kind: 'date', required: true },
    { name: 'closes_on', label: 'Closes on', kind: 'date', required: true, hint: 'Last day to apply (office time, WIB)' },
    { name: 'published', label: 'Published on the website', kind: 'checkbox', span: 2 },
  ];
}

/** The location select's value for head office (base_id null). */
export const HEAD_OFFICE = '0';

/** The form's values of a posting (or of a new one on the caller's first track). */
export function postingValues(fields: readonly FormField[], row: Partial<PostingRow> & { track: HiringTrack }): FormValues {
  return {
    ...formValues(fields, row),
    base_id: row.base_id ? String(row.base_id) : HEAD_OFFICE,
    description: row.description ?? '',
    requirements: row.requirements ?? '',
  };
}
