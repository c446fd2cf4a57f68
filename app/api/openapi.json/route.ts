import '@/server/api';
import { openapiJson } from '@/server/api/openapi';

export const GET = openapiJson;
