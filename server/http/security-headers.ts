// Response headers of issue 17: the pages' Content-Security-Policy with a nonce per request (Next's
// documented way: proxy.ts sets it on the request, Next puts the nonce on its own scripts), a locked-down
// policy for API answers and files, and the headers every answer carries (next.config.ts).

/** 'nonce' for a page's policy; `dev` allows what the development server's reloader needs. */
export function pagePolicy(nonce: string, { dev = false, https = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // Radix and the tables position elements with style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** API answers and uploaded files are never documents that run anything. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const COMMON_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** Sent only when the request came over HTTPS (directly or through a TLS-terminating proxy). */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };
