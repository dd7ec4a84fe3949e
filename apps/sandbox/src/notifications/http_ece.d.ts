/**
 * The part of http_ece (Encrypted Content-Encoding for HTTP, RFC 8188; web-push's own
 * dependency) the sandbox's stand-in push service uses: decrypting an aes128gcm web push body
 * (RFC 8291) with the subscription's ECDH key and auth secret. The package ships no types.
 */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version?: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair (the browser's, here the stand-in's). */
    privateKey?: ECDH;
    /** The subscription's auth secret, base64url or bytes. */
    authSecret?: string | Buffer;
    /** The sender's public key (aesgcm only; aes128gcm carries it in the body). */
    dh?: string | Buffer;
    /** An explicit 16-byte key instead of ECDH. */
    key?: string | Buffer;
    rs?: number;
  }

  const ece: {
    decrypt(buffer: Buffer, params: DecryptParams): Buffer;
  };
  export default ece;
}
