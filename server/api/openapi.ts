import { z } from 'zod';
import { renderDocsPage } from '@/server/http/docs-page';
import { openApiDocument } from '@/server/http/openapi';
import { endpoint } from '@/server/http/route';

const openApiShape = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const openapiJson = endpoint(
  {
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'System',
    summary: 'This API as an OpenAPI 3.1 document',
    auth: 'public',
    response: openApiShape,
  },
  () => openApiDocument(),
);

export const apiDocs = endpoint(
  {
    method: 'GET',
    path: '/api/docs',
    tag: 'System',
    summary: 'The API reference as a readable page',
    auth: 'public',
    produces: 'text/html',
  },
  () => new Response(renderDocsPage(openApiDocument()), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
);
