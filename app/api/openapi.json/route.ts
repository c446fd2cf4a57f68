import '@/server/api';
import { openapiJson } from '@/server/api/openapi';

export const dynamic = 'force-dynamic';
export const GET = openapiJson;
