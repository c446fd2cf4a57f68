'use client';
// Careers (/website/careers): the job postings and the candidates, as two tabs.
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { FirstPage } from '@/components/data-table/list-params';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { PanelLoading } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import type { HiringTrack } from '@/lib/rules/recruitment';
import type { PostingRow } from '@/lib/schemas/careers/posting';
import type { BaseOption } from './posting-fields';
import { PostingsManager } from './postings-manager';

// Loaded when the tab is first shown: the screen opens on the postings.
const CandidatesPanel = dynamic(() => import('./candidates-panel').then((m) => m.CandidatesPanel), {
  loading: () => <PanelLoading>Loading the candidates…</PanelLoading>,
});

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
