// Cross-site request forgery: a write sent with the session cookie must come from the app's own pages.
// SameSite=Lax keeps the cookie from other sites but not from other origins of the same site (another app
// on the host, a subdomain), so the Origin (or, without one, the Referer) a browser sends is checked, and a
// JSON body must say it is JSON (a form or a text/plain fetch, which need no CORS preflight, cannot).
// Bearer-token calls carry no ambient credential and are not checked.
import { HttpError } from './errors';

const first = (value: string | null) => value?.split(',')[0].trim() || null;

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The app's own origins: as the request itself shows it (Host, or X-Forwarded-Host and X-Forwarded-Proto
 * as a proxy writes them) and as configured (APP_ORIGIN, comma-separated, and NEXTAUTH_URL). Forwarded
 * headers are taken as written: a browser cannot set them on a request to another origin without a CORS
 * preflight, which this app never grants, so a forged write cannot use them to pass.
 */
function ownOrigins(req: Request): Set<string> {
  const url = new URL(req.url);
  const proto = first(req.headers.get('x-forwarded-proto')) ?? url.protocol.replace(/:$/, '');
  const hosts = [first(req.headers.get('x-forwarded-host')), req.headers.get('host'), url.host];
  const configured = [...(process.env.APP_ORIGIN ?? '').split(','), process.env.NEXTAUTH_URL];
  const origins = [...hosts.map((host) => (host ? originOf(`${proto}://${host}`) : null)), ...configured.map((u) => originOf(u?.trim()))];
  return new Set(origins.filter((o): o is string => o !== null));
}

/** 403 when a cookie-authenticated write comes from another origin (Origin, else Referer; neither: allowed). */
export function refuseForeignOrigin(req: Request): void {
  const origin = req.headers.get('origin');
  const claimed = origin !== null ? origin : originOf(req.headers.get('referer'));
  if (claimed === null && origin === null) return;
  if (claimed !== null && ownOrigins(req).has(claimed)) return;
  throw new HttpError(403, 'forbidden', 'This request came from another site; send it from the app itself');
}

/** 415 when a cookie-authenticated JSON write does not say its body is JSON. */
export function refuseNonJson(req: Request): void {
  const type = req.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  if (type === 'application/json') return;
  throw new HttpError(415, 'unsupported_media_type', 'Send the body as JSON (Content-Type: application/json)');
}
