/** RFC 9457 problem details, the error body of every API, hub and token failure. */

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
}

/** A `application/problem+json` response. */
export function problemResponse(
  status: number,
  title: string,
  detail?: string,
  headers?: Record<string, string>,
): Response {
  const body: Problem = { type: 'about:blank', title, status, ...(detail ? { detail } : {}) };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });
}
