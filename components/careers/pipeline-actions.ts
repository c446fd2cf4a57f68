'use client';
import { useToast } from '@/components/shell/toast';
// The pipeline's writes (one move, a bulk move, an erasure) with their toasts, and the status vocabulary
// the board and the table share.
import type { BadgeTone } from '@/components/ui/badge';
import type { ApiError } from '@/lib/client/api';
import { useApiWrite } from '@/lib/client/query';
import { APPLICATION_STATUS_LABEL, type ApplicationStatus, DECLINE_REASONS } from '@/lib/rules/recruitment';

export const PIPELINE_ENDPOINT = '/api/recruiting';

export const STATUS_TONE: Record<ApplicationStatus, BadgeTone> = { 0: 'gray', 1: 'blue', 2: 'amber', 99: 'red', 100: 'gray' };
/** A move's button, named by where it goes. */
export const MOVE_LABEL: Record<ApplicationStatus, string> = { 0: 'Reopen', 1: 'Confirm', 2: 'Interview', 99: 'Decline', 100: 'Delete' };
export const REASON_OPTIONS = DECLINE_REASONS.map((r) => ({ value: r, label: r }));
export const label = (s: ApplicationStatus) => APPLICATION_STATUS_LABEL[s];

export function usePipelineWrites() {
  const { toast } = useToast();
  const failed = (err: ApiError) => toast(err.message, { type: 'error', timeout: 6000 });
  const move = useApiWrite('post', '/api/recruiting/update-status', {
    invalidates: [PIPELINE_ENDPOINT],
    onSuccess: (_, v) => toast(`Moved to ${label(v.body.status as ApplicationStatus)}`, { type: 'success' }),
  });
  const bulk = useApiWrite('put', '/api/user/candidate-bulk-status', {
    invalidates: [PIPELINE_ENDPOINT],
    onSuccess: (r, v) =>
      toast(`Moved ${r.affected} application${r.affected === 1 ? '' : 's'} to ${label(v.body.status as ApplicationStatus)}`, {
        type: 'success',
      }),
  });
  const erase = useApiWrite('post', '/api/recruiting/delete-recruitment', {
    invalidates: [PIPELINE_ENDPOINT],
    onSuccess: () => toast('Personal data erased', { type: 'success' }),
  });
  return { move, bulk, erase, failed };
}
