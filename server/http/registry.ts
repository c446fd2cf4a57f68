import type { z } from 'zod';
import type { Permission } from '@/lib/access/permissions';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

export interface EndpointSpec {
  method: Method;
  /** OpenAPI-style path, e.g. /api/flight/fleet/{id}. */
  path: string;
  summary: string;
  tag: string;
  /** The OpenAPI operationId; derived from the method and path when left out (operationIdOf). */
  operationId?: string;
  /** 'public' needs no sign-in; otherwise the caller must hold this permission (or one of these). */
  auth: Permission | readonly Permission[] | 'public';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart/form-data instead of JSON (the handler reads the form itself). */
  multipart?: { maxBytes: number };
  /** Largest JSON body accepted, in bytes (DEFAULT_MAX_JSON unless set; a route without a body has the same limit). */
  maxBodyBytes?: number;
  response?: z.ZodType;
  /** Success status (200 unless set). */
  status?: number;
  /** Content type of a non-JSON success answer, for the docs. */
  produces?: string;
  /** Other answers this endpoint gives, for the docs. */
  errors?: readonly number[];
  /** Run the handler in one database transaction. */
  transaction?: boolean;
  /**
   * The answer carries a `response` flag (spec 8, the watersports order detail): every refusal is
   * { response: false, error } and a malformed path parameter is a 400 (not a 404). The handler's own
   * success answer sets `response: true`.
   */
  responseFlag?: true;
}

/** The largest JSON body of an endpoint that sets none. */
export const DEFAULT_MAX_JSON = 1_000_000;
/** Room for the multipart envelope (boundaries, part headers, the other fields) around the largest file. */
const MULTIPART_ENVELOPE = 64_000;

/** The most bytes a request body of this endpoint may have (its multipart file, or its JSON, or none expected). */
export const bodyLimit = (spec: Pick<EndpointSpec, 'multipart' | 'maxBodyBytes'>) =>
  spec.multipart ? spec.multipart.maxBytes + MULTIPART_ENVELOPE : (spec.maxBodyBytes ?? DEFAULT_MAX_JSON);

const camel = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A readable, unique operationId from the method and path: GET /api/flight/airport/{id} is
 * getFlightAirportById, POST /api/pilot/schedule/bulk is postPilotScheduleBulk.
 */
export function operationIdOf(spec: Pick<EndpointSpec, 'method' | 'path' | 'operationId'>): string {
  if (spec.operationId) return spec.operationId;
  const words = spec.path
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) => {
      const param = part.match(/^\{(\w+)\}$/);
      return param
        ? `By${camel(param[1])}`
        : part
            .split(/[^A-Za-z0-9]+/)
            .filter(Boolean)
            .map(camel)
            .join('');
    });
  return `${spec.method.toLowerCase()}${words.join('')}`;
}

const registry = new Map<string, EndpointSpec>();

export function register(spec: EndpointSpec): void {
  registry.set(`${spec.method} ${spec.path}`, spec);
}

export function registeredEndpoints(): EndpointSpec[] {
  return [...registry.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
