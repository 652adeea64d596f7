/** Types of the parts of `http_ece` (RFC 8188 content encoding) the push tests use to decrypt. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParams {
    readonly version: 'aes128gcm';
    readonly privateKey: ECDH;
    readonly authSecret: Buffer;
  }
  export function decrypt(body: Buffer, params: DecryptParams): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
