/**
 * A row's valid request as the real api-client builds it, captured rather than sent, and sent
 * later (as it is, or changed) with a user's token.
 */
import { createApiClient } from '@hygiene/api-client';

import { fixtures } from './fixtures.ts';
import type { PlatformState } from './fixtures.ts';
import type { Row } from './row.ts';

export interface BuiltRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | undefined;
}

/** The request the api-client sends for a row, captured rather than sent. */
export async function build(
  row: Row,
  sandboxUrl: string,
  state: PlatformState,
): Promise<BuiltRequest> {
  let captured: Request | undefined;
  const api = createApiClient({
    baseUrl: `${sandboxUrl}/api`,
    fetch: async (request) => {
      captured = request;
      return new Response(null, { status: 204 });
    },
    getAccessToken: () => 'replaced',
    getTenantIdentifier: () => row.tenant ?? 'demo',
  });
  await row.call(api, fixtures(state));
  if (!captured) throw new Error('the api-client sent nothing');
  const headers: Record<string, string> = {};
  captured.headers.forEach((value, name) => {
    if (name !== 'authorization') headers[name] = value;
  });
  const body = captured.body ? new Uint8Array(await captured.arrayBuffer()) : undefined;
  return { method: captured.method, url: new URL(captured.url), headers, body };
}

export function send(request: BuiltRequest, token: string): Promise<Response> {
  return fetch(request.url, {
    method: request.method,
    headers: { ...request.headers, authorization: `Bearer ${token}` },
    body: request.body,
  });
}

/** The JSON body of a built request. */
export function jsonBodyOf(request: BuiltRequest): unknown {
  return request.body ? (JSON.parse(new TextDecoder().decode(request.body)) as unknown) : undefined;
}
