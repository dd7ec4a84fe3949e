/** Bytes sent so far and the total, as the browser reports them. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

type Fetch = (request: Request) => Promise<Response>;

/**
 * A fetch for the API client that reports upload progress. Fetch itself cannot (a streamed
 * request body needs HTTP/2 and `duplex: 'half'`, and gives no reliable byte count), so this one
 * sends the request with XMLHttpRequest and its `upload.onprogress` events, and answers a
 * standard Response: the client's token, tenant header, retry on 401 and error handling stay as
 * they are. When the connection brings its own fetch (stories and tests record requests
 * through one), that fetch is used and progress jumps to the end once the answer arrives.
 */
export function createUploadFetch(
  onProgress: (progress: UploadProgress) => void,
  base?: Fetch,
): Fetch {
  if (base || typeof XMLHttpRequest === 'undefined') {
    const send = base ?? ((request: Request) => globalThis.fetch(request));
    return async (request) => {
      const response = await send(request);
      const size = Number(request.headers.get('content-length')) || 1;
      onProgress({ loaded: size, total: size });
      return response;
    };
  }
  return (request) => sendWithXhr(request, onProgress);
}

async function sendWithXhr(
  request: Request,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.responseType = 'blob';
    // The multipart boundary lives in the request's content type: it must travel with it.
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const status = xhr.status;
      if (status < 200 || status > 599) {
        reject(new TypeError(`Upload failed with status ${status}`));
        return;
      }
      const noBody = status === 204 || status === 205 || status === 304;
      resolve(
        new Response(noBody ? null : (xhr.response as Blob | null), {
          status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network error during upload'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    const signal = request.signal;
    if (signal.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** `getAllResponseHeaders()` text as Headers. */
export function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
    } catch {
      // A header name the Headers class refuses is skipped, not fatal.
    }
  }
  return headers;
}
