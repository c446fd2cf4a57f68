import '@/server/api';
import { apiDocs } from '@/server/api/openapi';

export const dynamic = 'force-dynamic';
export const GET = apiDocs;
