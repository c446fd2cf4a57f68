import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth/jwt' {
  interface JWT {
    /** The opaque session token (api_tokens, kind browser) this browser session holds. */
    sid?: string;
    role?: string;
    unit?: string | null;
  }
}

declare module 'next-auth' {
  /** What the credentials provider's authorize answers (server/auth/next-auth.ts). */
  interface User {
    sid?: string;
    role?: string;
    unit?: string | null;
  }
}
