'use client';
// The candidates of the caller's hiring tracks (and those with no application yet): searched by name or
// email, added here (POST /api/user/candidate; a known email is refused with the candidate to open
// instead), each leading to the candidate's page.
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { ResourceScreen } from '@/components/crud/resource-screen';
import type { ResourceFormSpec, ResourceScreenSpec } from '@/components/crud/resource-spec';
import type { ListDefaults } from '@/components/data-table/list-params';
import { PhoneText } from '@/components/ui/phone-text';
import { useCountries } from '@/lib/client/use-countries';
import { fmtDay } from '@/lib/format/dates';
import type { CandidateRow } from '@/lib/schemas/careers/candidate';
import type { CountryRow } from '@/lib/schemas/country';

export const CANDIDATE_LIST: ListDefaults = { limit: 25, sort: 'name', order: 'asc' };
export const CANDIDATES_ENDPOINT = '/api/user/candidate';
export const candidateHref = (id: number) => `/website/careers/candidates/${id}`;

type Country = Pick<CountryRow, 'name' | 'alpha2Code'>;

/** The candidate's own fields, shared by the add dialog here and the edit dialog of the candidate's page. */
export function candidateForm(countries: readonly Country[]): ResourceFormSpec<CandidateRow> {
  return {
    fields: [
      { name: 'name', label: 'Full name', required: true, placeholder: 'Rina Pattinama', span: 2 },
      { name: 'email', label: 'Email', input: 'email', required: true, placeholder: 'rina@gmail.com', hint: 'Saved in lower case' },
      { name: 'phone', label: 'Phone', nullable: true, placeholder: '0812 3456 7890', hint: 'Any spelling: saved as 62812…' },
      {
        name: 'nationality',
        label: 'Nationality',
        kind: 'combobox',
        nullable: true,
        placeholder: 'Type a country',
        options: countries.map((c) => ({ value: c.alpha2Code, label: c.name })),
      },
      { name: 'date_of_birth', label: 'Date of birth', kind: 'date', nullable: true },
    ],
    schema: { import: () => import('@/lib/schemas/careers/candidate').then((m) => m.candidateSave) },
    idPrefix: 'candidate',
    defaults: () => ({ nationality: 'ID' }),
    title: (v, id) => (id ? `Edit candidate ${v.name}` : 'New candidate'),
    toasts: { created: 'Candidate added', updated: 'Candidate updated' },
  };
}

function candidateSpec(form: ResourceFormSpec<CandidateRow>): ResourceScreenSpec<CandidateRow> {
  return {
    endpoint: CANDIDATES_ENDPOINT,
    list: CANDIDATE_LIST,
    prefix: 'candidates.',
    title: 'Candidates',
    search: 'Search name or email',
    columns: [
      { id: 'name', header: 'Name', sortable: true, csv: true, cell: (r) => <span className="font-medium text-slate-900">{r.name}</span> },
      { id: 'email', header: 'Email', sortable: true, csv: true, cell: (r) => r.email ?? '–' },
      { id: 'phone', header: 'Phone', csv: true, cell: (r) => <PhoneText value={r.phone} /> },
      { id: 'nationality', header: 'Nationality', csv: true, value: (r) => r.nationality_name ?? r.nationality ?? '–' },
      { id: 'date_of_birth', header: 'Born', csv: true, hidden: true, cell: (r) => fmtDay(r.date_of_birth) },
      { id: 'applications', header: 'Applications', align: 'right', csv: true, value: (r) => r._count.applications },
      { id: 'documents', header: 'Documents', align: 'right', csv: true, value: (r) => r._count.documents },
    ],
    csv: { filename: 'candidates' },
    empty: { title: 'No candidates', description: 'Candidates come with their applications, or are added here.' },
    rowHref: (r) => candidateHref(r.id),
    addLabel: '+ Add Candidate',
    form,
    // One POST adds a candidate (and edits one, by the id in the body: the candidate's page).
    saveTo: { create: CANDIDATES_ENDPOINT },
  };
}

export function CandidatesPanel() {
  const router = useRouter();
  const countries = useCountries();
  const form = useMemo(() => candidateForm(countries), [countries]);
  const spec = useMemo(() => candidateSpec(form), [form]);
  return <ResourceScreen spec={spec} can={{ edit: false, delete: false }} onSaved={(saved) => router.push(candidateHref(saved.id))} />;
}
