'use client';
// Careers (/website/careers): the job postings of the caller's hiring tracks (HR (Local) local ones,
// HR (Expat) expat ones, managers both), filtered by track, published and open, searched; the editor
// with rich text; each row leads to the posting's applications (/website/careers/{id}).
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useMemo } from 'react';
import { type formTarget, ResourceScreen } from '@/components/crud/resource-screen';
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import type { FirstPage } from '@/components/data-table/list-params';
import { Badge } from '@/components/ui/badge';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { fmtDay, today } from '@/lib/format/dates';
import { addDays } from '@/lib/rules/calendar-day';
import {
  EMPLOYMENT_TYPE_LABEL,
  HIRING_TRACK_LABEL,
  type HiringTrack,
  postingDeleteBlocked,
  postingWindowText,
} from '@/lib/rules/recruitment';
import type { PostingRow } from '@/lib/schemas/careers/posting';
import { type BaseOption, POSTINGS_ENDPOINT, postingFields, postingValues } from './posting-fields';

const PostingDialog = whenOpened(
  dynamic(() => import('./posting-dialog').then((m) => m.PostingDialog), { ssr: false }),
  (p) => p.target !== null,
);

export const postingHref = (id: number) => `/website/careers/${id}`;

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

function postingSpec(tracks: readonly HiringTrack[]): ResourceScreenSpec<PostingRow> {
  return {
    endpoint: POSTINGS_ENDPOINT,
    title: 'Job postings',
    filters: [
      ...(tracks.length > 1
        ? [
            {
              name: 'track',
              label: 'Filter by hiring',
              all: 'Local and expat',
              options: tracks.map((t) => ({ value: t, label: HIRING_TRACK_LABEL[t] })),
            },
          ]
        : []),
      {
        name: 'published',
        label: 'Filter by published',
        all: 'Published or not',
        options: [
          { value: 'true', label: 'Published' },
          { value: 'false', label: 'Not published' },
        ],
      },
      {
        name: 'open',
        label: 'Filter by open',
        all: 'Open or not',
        options: YES_NO.map((o) => ({ ...o, label: o.value === 'true' ? 'Open today' : 'Not open' })),
      },
    ],
    columns: [
      {
        id: 'title',
        header: 'Title',
        sortable: true,
        csv: true,
        cell: (r) => (
          <Link href={postingHref(r.id)} className="font-semibold text-brand-700 hover:underline" onClick={(e) => e.stopPropagation()}>
            {r.title}
          </Link>
        ),
      },
      { id: 'department', header: 'Department', sortable: true, csv: true },
      { id: 'location', header: 'Location', csv: true },
      { id: 'employment_type', header: 'Type', csv: true, value: (r) => EMPLOYMENT_TYPE_LABEL[r.employment_type] },
      {
        id: 'track',
        header: 'Hiring',
        sortable: true,
        csv: true,
        value: (r) => HIRING_TRACK_LABEL[r.track],
        cell: (r) => <Badge tone={r.track === 'expat' ? 'blue' : 'gray'}>{HIRING_TRACK_LABEL[r.track]}</Badge>,
      },
      {
        id: 'opens_on',
        header: 'Opens',
        sortable: true,
        csv: true,
        cell: (r) => <span className="whitespace-nowrap">{fmtDay(r.opens_on)}</span>,
      },
      {
        id: 'closes_on',
        header: 'Closes',
        sortable: true,
        csv: true,
        cell: (r) => <span className="whitespace-nowrap">{fmtDay(r.closes_on)}</span>,
      },
      {
        id: 'status',
        header: 'Status',
        csv: true,
        value: (r) => `${r.published ? 'Published' : 'Draft'}, ${postingWindowText(r.opens_on, r.closes_on, today()).toLowerCase()}`,
        cell: (r) => (
          <span className="flex flex-wrap gap-1">
            <Badge tone={r.published ? 'green' : 'amber'}>{r.published ? 'Published' : 'Draft'}</Badge>
            <Badge tone={r.is_open ? 'blue' : 'gray'}>{postingWindowText(r.opens_on, r.closes_on, today())}</Badge>
          </span>
        ),
      },
      {
        id: 'applications',
        header: 'Applications',
        align: 'right',
        csv: true,
        value: (r) => r._count.applications,
        cell: (r) => (
          <Link
            href={postingHref(r.id)}
            className="text-brand-700 hover:underline"
            aria-label={`${r._count.applications} applications to ${r.title}`}
            onClick={(e) => e.stopPropagation()}
          >
            {r._count.applications}
          </Link>
        ),
      },
    ],
    csv: { filename: 'job-postings' },
    empty: { title: 'No job postings', description: 'Add a posting to start hiring; publish it to show it on the website.' },
    rowLabel: (r) => `posting ${r.title}`,
    addLabel: '+ Add Posting',
    remove: {
      label: (r) => `posting ${r.title}`,
      description: 'Only a posting nobody applied to can be deleted; otherwise unpublish it or set its close date.',
      toast: 'Posting deleted',
      blocked: (r) => postingDeleteBlocked(r._count.applications),
    },
  };
}

export function PostingsManager({
  first,
  bases,
  tracks,
}: {
  first: FirstPage<PostingRow>;
  bases: readonly BaseOption[];
  tracks: readonly HiringTrack[];
}) {
  const fields = useMemo(() => postingFields(bases, tracks), [bases, tracks]);
  const spec = useMemo(() => postingSpec(tracks), [tracks]);
  const customForm = useMemo(
    () => ({
      target: (row?: PostingRow) =>
        row
          ? { id: row.id, values: postingValues(fields, row) }
          : {
              values: postingValues(fields, {
                track: tracks[0],
                employment_type: 'full_time',
                opens_on: today(),
                closes_on: addDays(today(), 30),
                published: false,
              }),
            },
      dialog: (target: ReturnType<typeof formTarget> | null, onClose: () => void) => (
        <PostingDialog target={target} onClose={onClose} fields={fields} />
      ),
    }),
    [fields, tracks],
  );
  return <ResourceScreen spec={spec} first={first} customForm={customForm} />;
}
