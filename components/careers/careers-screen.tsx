'use client';
// Careers (/website/careers): the job postings and the candidates, as two tabs.
import { useState } from 'react';
import type { FirstPage } from '@/components/data-table/list-params';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { Tabs } from '@/components/ui/tabs';
import type { HiringTrack } from '@/lib/rules/recruitment';
import type { PostingRow } from '@/lib/schemas/careers/posting';
import { CandidatesPanel } from './candidates-panel';
import type { BaseOption } from './posting-fields';
import { PostingsManager } from './postings-manager';

const TABS = [
  { value: 'postings', label: 'Job postings' },
  { value: 'candidates', label: 'Candidates' },
] as const;

export function CareersScreen(props: {
  first: FirstPage<PostingRow>;
  bases: readonly BaseOption[];
  tracks: readonly HiringTrack[];
  tab?: string;
}) {
  useLiveChanges('careers');
  const [tab, setTab] = useState(props.tab === 'candidates' ? 'candidates' : 'postings');
  return (
    <Tabs items={TABS} value={tab} onValueChange={setTab} label="Careers">
      {tab === 'postings' ? <PostingsManager first={props.first} bases={props.bases} tracks={props.tracks} /> : <CandidatesPanel />}
    </Tabs>
  );
}
