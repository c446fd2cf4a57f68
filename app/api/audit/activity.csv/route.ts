import { auditActivityExport } from '@/server/api/audit';

export const GET = auditActivityExport;
