import { auditHistory } from '@/server/api/audit';

export const GET = auditHistory;
