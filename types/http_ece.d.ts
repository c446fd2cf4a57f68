// http_ece (tests: decrypting web-push payloads) ships no types; only what the tests call.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface Params {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    privateKey?: ECDH;
    dh?: string | Buffer;
    authSecret?: string | Buffer;
    salt?: string | Buffer;
    keyid?: string;
  }
  export function decrypt(buffer: Buffer, params: Params): Buffer;
  export function encrypt(buffer: Buffer, params: Params): Buffer;
  const ece: { decrypt: typeof decrypt; encrypt: typeof encrypt };
  export default ece;
}
