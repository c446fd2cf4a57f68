// The OpenAPI 3.1 document, generated from the registered endpoints and their zod schemas.
import { z } from 'zod';
import { PERMISSIONS } from '@/lib/access/permissions';
import { bodyLimit, type EndpointSpec, operationIdOf, registeredEndpoints } from './registry';

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Validation failed: { error: { code: "validation", message, fields } }',
  401: 'Not signed in, or the token is unknown, expired or revoked',
  403: 'The role may not use this resource',
  404: 'Not found',
  409: 'Conflict: still used by other records (named), or already exists',
  413: 'Too large: { error: { code: "file_size" } }',
  429: 'Too many failed sign-ins; see Retry-After',
  503: 'The database does not answer',
};

function schema(s: z.ZodType, io: 'input' | 'output') {
  const json = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

const errorSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
      required: ['code'],
    },
  },
};

/** The refusals of an endpoint with the spec's `response` flag: { response: false, error }. */
const flaggedErrorSchema = {
  type: 'object',
  properties: { response: { type: 'boolean', const: false }, error: errorSchema.properties.error },
  required: ['response', 'error'],
};

function parameters(spec: EndpointSpec) {
  const out: object[] = [];
  for (const [where, s] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!s) continue;
    const json = schema(s, 'input') as { properties?: Record<string, object>; required?: string[] };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: prop });
    }
  }
  return out;
}

function operation(spec: EndpointSpec) {
  const ok = spec.status ?? 200;
  const responses: Record<string, object> = {
    [ok]: {
      description: STATUS_TEXT[ok] ?? 'OK',
      content: spec.produces
        ? { [spec.produces]: { schema: { type: 'string', format: 'binary' } } }
        : { 'application/json': spec.response ? { schema: schema(spec.response, 'output') } : {} },
    },
  };
  const errors = new Set<number>(spec.errors ?? []);
  if (spec.body || spec.query) errors.add(400);
  if (spec.auth !== 'public') {
    errors.add(401);
    errors.add(403);
  }
  if (spec.params) errors.add(spec.responseFlag ? 400 : 404);
  for (const code of [...errors].sort()) {
    const description = STATUS_TEXT[code] ?? 'Error';
    responses[code] = spec.responseFlag
      ? {
          description: `${description.replace(/: \{ error: .*\}$/, '')}; answered as { response: false, error: { code, message } }`,
          content: { 'application/json': { schema: flaggedErrorSchema } },
        }
      : { description, content: { 'application/json': { schema: errorSchema } } };
  }
  const permissions = spec.auth === 'public' ? [] : typeof spec.auth === 'string' ? [spec.auth] : spec.auth;
  return {
    operationId: operationIdOf(spec),
    tags: [spec.tag],
    summary: spec.summary,
    description: permissions.length
      ? permissions.map((p) => `Permission \`${p}\`: ${describeGrant(PERMISSIONS[p])}`).join('; or ')
      : 'Public',
    ...(spec.auth === 'public' ? { security: [] } : {}),
    parameters: parameters(spec),
    // The most bytes a request body may have (413 beyond, counted as it streams in).
    ...(spec.method === 'GET' ? {} : { 'x-body-limit': bodyLimit(spec) }),
    ...(spec.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schema(spec.body, 'input') } } } }
      : spec.multipart
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: { file: { type: 'string', format: 'binary' }, source: { type: 'string', default: 'others' } },
                    required: ['file'],
                  },
                },
              },
            },
          }
        : {}),
    responses,
  };
}

function describeGrant(grant: { anyone?: true; screens?: readonly string[]; units?: readonly string[] }): string {
  if (grant.anyone) return 'any signed-in user';
  const parts = [];
  if (grant.screens?.length) parts.push(`roles whose menu shows ${grant.screens.join(', ')}`);
  if (grant.units?.length) parts.push(`staff of the ${grant.units.join(', ')} unit`);
  parts.push('root and admin');
  return parts.join('; ');
}

export function openApiDocument() {
  const paths: Record<string, Record<string, object>> = {};
  for (const spec of registeredEndpoints()) {
    paths[spec.path] ??= {};
    paths[spec.path][spec.method.toLowerCase()] = operation(spec);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ops Back-Office API',
      version: '1.0.0',
      description:
        'Internal operations API of the airline group. Send `Authorization: Bearer <token>` from POST /api/login-admin, or use the browser session cookie. Lists answer { total, data } and take page, limit (<= 10000), q, sort, order and field filters.',
    },
    servers: [{ url: '/', description: 'this server (the API lives under /api on the same origin)' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
