/**
 * The multipart body of an image upload (`bindCalls`): a module of its own, loaded with the first
 * upload, as only the installation screens send one.
 */

/**
 * A multipart body of one file, written as a Blob rather than a FormData. WebKit (the engine of
 * every iPhone browser) cannot read a FormData that holds a Blob back out of a Request
 * (`request.blob()` rejects with 'Unable to read form data blob'), and a transport that counts
 * the bytes it uploads must read the body to send it. The parts are those a browser writes for a
 * form (WHATWG multipart/form-data encoding). A File keeps its own name; a bare Blob gets one.
 */
export function multipartOf(
  field: string,
  file: Blob,
  fileName: string | undefined,
): { body: Blob; contentType: string } {
  const named = typeof File !== 'undefined' && file instanceof File ? file.name : 'image';
  const boundary = `----hygiene-${randomHex(16)}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${escapeName(field)}"; ` +
    `filename="${escapeName(fileName ?? named)}"\r\n` +
    `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`;
  const contentType = `multipart/form-data; boundary=${boundary}`;
  return {
    body: new Blob([head, file, `\r\n--${boundary}--\r\n`], { type: contentType }),
    contentType,
  };
}

/** As browsers write a field or file name in a form's part header. */
const escapeName = (name: string) =>
  name.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');

/** `getRandomValues` works outside secure contexts too (a phone on the LAN's http address). */
function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
