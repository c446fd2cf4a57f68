import { auditActivity } from '@/server/api/audit';

export const GET = auditActivity;
