import '@/server/api';
import { apiDocs } from '@/server/api/openapi';

export const GET = apiDocs;
