/**
 * The server entry: React Router's Node entry with styled-components' server sheet added. The
 * page is rendered whole (`onAllReady`), then the style rules of everything in it go into its
 * head, so the kit draws styled from the first frame (no flash of unstyled content); in the
 * browser, styled-components takes those style tags over when the page hydrates. (Streaming
 * the page in parts would need the rules interleaved with it; an app that streams does that.)
 */
import { PassThrough } from 'node:stream';

import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { ServerStyleSheet } from 'styled-components';

/** How long the server waits for the page before it gives up on it. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const sheet = new ServerStyleSheet();
    let status = responseStatusCode;
    // Gives up on a page that never finishes; cleared once it has, so no timer outlives it.
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} />),
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const html = new PassThrough();
          html.on('data', (chunk: Buffer) => chunks.push(chunk));
          html.on('end', () => {
            clearTimeout(timeout);
            const page = Buffer.concat(chunks)
              .toString('utf8')
              .replace('</head>', () => `${sheet.getStyleTags()}</head>`);
            sheet.seal();
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(page, { headers: responseHeaders, status }));
          });
          pipe(html);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
