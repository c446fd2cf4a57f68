import { candidateBulkStatus } from '@/server/api/recruiting';

export const PUT = candidateBulkStatus;
