/** An error with an HTTP status and api.md's error code; thrown by services, mapped by the route wrapper. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message ?? code);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
/** The route gate's refusal of a role (lib/access/permissions.ts); a step's own refusal says more. */
export const ROLE_FORBIDDEN = 'Your role may not use this resource';
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, 'forbidden', message);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, 'unauthorized', message);
export const conflict = (message: string, extra: Record<string, unknown> = {}) => new HttpError(409, 'conflict', message, extra);
export const badRequest = (message: string, fields: Record<string, string> = {}) => new HttpError(400, 'validation', message, { fields });
