'use client';
// A candidate's page (/website/careers/candidates/{id}): their details (edited with POST /api/user/candidate
// and the id), documents (uploaded, then linked by upload id with their kind), the structured form in tabs
// and their applications with the history.
import Link from 'next/link';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type FormTarget, formBody, formValues } from '@/components/crud/resource-form';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PhoneText } from '@/components/ui/phone-text';
import { Select } from '@/components/ui/select';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError, uploadFile } from '@/lib/client/api';
import type { ApiBody } from '@/lib/client/api-client';
import { useApiGet, useApiWrite } from '@/lib/client/query';
import { useCountries } from '@/lib/client/use-countries';
import { fmtDay, fmtInstant } from '@/lib/format/dates';
import { fmt } from '@/lib/format/numbers';
import { checkUpload, maxUploadBytes } from '@/lib/rules/upload';
import { type CandidateDetail, DOCUMENT_KIND_LABEL, DOCUMENT_KINDS, type DocumentKind } from '@/lib/schemas/careers/candidate';
import type { CandidateForm } from '@/lib/schemas/careers/candidate-form';
import { CandidateApplications } from './candidate-applications';
import { CandidateDetailsDialog } from './candidate-details-dialog';
import { CandidateFormTabs } from './candidate-form-tabs';
import { candidateForm } from './candidates-panel';

type CandidateSave = ApiBody<'/api/user/candidate', 'post'>;

/**
 * The body that keeps the candidate's details and sets their documents. An erased candidate has no email,
 * which the API refuses as it refused the null sent before.
 */
const saveBody = (c: CandidateDetail, documents: NonNullable<CandidateSave['documents']>): CandidateSave => ({
  id: c.id,
  name: c.name,
  email: c.email ?? '',
  phone: c.phone,
  nationality: c.nationality,
  date_of_birth: c.date_of_birth,
  documents,
});

function Documents({ candidate }: { candidate: CandidateDetail }) {
  const { toast } = useToast();
  const [kind, setKind] = useState<DocumentKind>('cv');
  const [progress, setProgress] = useState<{ name: string; value: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const save = useApiWrite('post', '/api/user/candidate');
  const current = candidate.documents.map((d) => ({ upload_id: d.upload_id, kind: d.kind }));

  async function attach(file: File) {
    const check = checkUpload(file);
    if (check !== 'ok') {
      toast(check === 'file_size' ? `${file.name} is too large: at most ${fmt(maxUploadBytes(file.name))} bytes` : 'The file is empty', {
        type: 'error',
      });
      return;
    }
    setProgress({ name: file.name, value: 0 });
    try {
      const up = await uploadFile(file, { source: 'candidate', onProgress: (value) => setProgress({ name: file.name, value }) });
      await save.mutateAsync({ body: saveBody(candidate, [...current, { upload_id: up.id, kind }]) });
      toast(`${DOCUMENT_KIND_LABEL[kind]} attached`, { type: 'success' });
    } catch (err) {
      toast(err instanceof ApiError ? err.message : 'The upload failed', { type: 'error' });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  async function detach(uploadId: string, name: string) {
    try {
      await save.mutateAsync({
        body: saveBody(
          candidate,
          current.filter((d) => d.upload_id !== uploadId),
        ),
      });
      toast(`${name} removed`, { type: 'success' });
    } catch (err) {
      toast(err instanceof ApiError ? err.message : 'Could not remove the file', { type: 'error' });
    }
  }

  return (
    <div className="space-y-3">
      {candidate.documents.length ? (
        <ul className="divide-y divide-slate-100 text-sm">
          {candidate.documents.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-3 py-1.5">
              <span className="min-w-0">
                <span className="mr-2 inline-block w-32 text-slate-600">{DOCUMENT_KIND_LABEL[d.kind]}</span>
                <a href={d.url} target="_blank" rel="noopener" className="text-brand-700 underline">
                  {d.name}
                </a>
                <span className="ml-2 whitespace-nowrap text-xs text-slate-500">
                  {d.size < 1000 ? `${d.size} bytes` : `${Math.round(d.size / 1000)} kB`} · {fmtInstant(d.created_at)}
                </span>
              </span>
              {!candidate.erased_at && (
                <Button variant="ghost" size="sm" aria-label={`Remove ${d.name}`} onClick={() => void detach(d.upload_id, d.name)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No documents yet.</p>
      )}
      {progress && <UploadProgress name={progress.name} progress={progress.value} done={false} />}
      {!candidate.erased_at && (
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-48">
            <Select
              aria-label="Kind of document"
              value={kind}
              onValueChange={(v) => setKind(v as DocumentKind)}
              options={DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_KIND_LABEL[k] }))}
            />
          </div>
          <input
            ref={input}
            id={inputId}
            type="file"
            aria-label={`${DOCUMENT_KIND_LABEL[kind]} file to upload`}
            tabIndex={-1}
            className="sr-only"
            accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void attach(file);
            }}
          />
          <Button variant="secondary" onClick={() => input.current?.click()} loading={!!progress} aria-controls={inputId}>
            Upload document
          </Button>
          <span className="text-xs text-slate-500">PDF, Word or photo, up to 1 MB</span>
        </div>
      )}
    </div>
  );
}

export function CandidatePage({
  initial,
  form,
}: {
  initial: CandidateDetail;
  form: { data: CandidateForm; updated_at: string | null; updated_by: string | null };
}) {
  useLiveChanges('careers');
  const { data: candidate = initial } = useApiGet('/api/user/candidate/{id}', {
    params: { path: { id: initial.id } },
    initialData: initial,
  });
  const countries = useCountries();
  const spec = candidateForm(countries);
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const fields = typeof spec.fields === 'function' ? spec.fields({}, candidate.id) : spec.fields;
  const erased = !!candidate.erased_at;

  return (
    <div className="space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link href="/website/careers?tab=candidates" className="text-brand-700 underline">
          Careers
        </Link>{' '}
        / Candidate
      </nav>
      <Card
        title={<span className="text-base">{candidate.name}</span>}
        actions={
          !erased && (
            <Button variant="secondary" size="sm" onClick={() => setEditing({ id: candidate.id, values: formValues(fields, candidate) })}>
              Edit details
            </Button>
          )
        }
      >
        {erased && (
          <p role="status" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
            Personal data erased on request {fmtInstant(candidate.erased_at)}.
          </p>
        )}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm md:grid-cols-4">
          {(
            [
              ['Email', candidate.email ?? '–'],
              ['Phone', <PhoneText key="phone" value={candidate.phone} />],
              ['Nationality', candidate.nationality_name ?? candidate.nationality ?? '–'],
              ['Date of birth', fmtDay(candidate.date_of_birth)],
            ] as [string, ReactNode][]
          ).map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-500">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="grid gap-4 xl:grid-cols-2">
        <Card title="Documents">
          <Documents candidate={candidate} />
        </Card>
        <Card title="Applications">
          <CandidateApplications applications={candidate.applications} />
        </Card>
      </div>
      <Card title="Candidate form">
        <CandidateFormTabs
          candidateId={candidate.id}
          data={form.data}
          updated={{ at: form.updated_at, by: form.updated_by }}
          readOnly={erased}
        />
      </Card>
      <CandidateDetailsDialog
        target={editing}
        onClose={() => setEditing(null)}
        spec={spec}
        toBody={(v) => ({ ...formBody(fields, v), id: candidate.id })}
      />
    </div>
  );
}
