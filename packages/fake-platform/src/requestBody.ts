/**
 * What a request's body is, read the way its contract says and in no other: the body of a call
 * is taken only under a media type its `requestBody` names (`application/json`,
 * `multipart/form-data`), and answered 415 under any other label. So the tenant and role checks
 * see exactly what the handler will parse: a JSON body labelled as a form can no longer slip past
 * a check that skips forms while the handler reads it as JSON anyway.
 *
 * JSON is also limited in depth before anything walks it: a floor plan nested 20,000 levels
 * parses, but every recursive reader after it (the tenant check, the store's save) overflows the
 * stack. The limit is far above any body of the contract (the deepest, a device update's
 * `location.tenant.identifier`, is 3 levels; a floor plan's shapes about 5).
 */
import { listContractCalls, matchContractCall, type ContractCall } from '@hygiene/api-client';

import { MAX_JSON_DEPTH } from './constants';
import { messages } from './messages';
import type { Problem } from './problem';
import { tenantsInBody, type NamedTenant } from './tenancy';

/** A request's body as its call takes it, or why it is refused. */
export type RequestBody =
  | { status: 'empty' }
  | { status: 'json'; value: unknown }
  /** A multipart form: its text fields by name (files are the handler's). */
  | { status: 'form'; fields: Record<string, string[]> }
  | { status: 'refused'; problem: Problem };

const calls = listContractCalls();

/** The call of the contract a request is for (`relativePath` below the API root), if any. */
export function contractCallOf(method: string, relativePath: string): ContractCall | undefined {
  return matchContractCall(method, relativePath, calls)?.call;
}

/** `application/json; charset=utf-8` -> `application/json`; no label -> ''. */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** JSON bodies already parsed by `readRequestBody`, so the handler does not parse them again. */
const parsedJson = new WeakMap<Request, unknown>();

/** The JSON value `readRequestBody` parsed from `request`, if it did. */
export function parsedJsonOf(request: Request): { value: unknown } | undefined {
  return parsedJson.has(request) ? { value: parsedJson.get(request) } : undefined;
}

/**
 * Reads the body of `request` (a clone: the handler still reads the original) for `call`. A
 * request for no call of the contract is left to the router's 404. An empty body is `empty`
 * whatever its label: whether the call requires one is the handler's 400.
 */
export async function readRequestBody(
  request: Request,
  call: ContractCall | undefined,
): Promise<RequestBody> {
  if (request.body === null || call === undefined) return { status: 'empty' };
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  if (bytes.byteLength === 0) return { status: 'empty' };

  const accepted = call.requestBody?.contentTypes ?? [];
  const mediaType = mediaTypeOf(request.headers.get('content-type'));
  if (!accepted.includes(mediaType)) {
    return refused(415, messages.unsupportedMediaTypeTitle, {
      detail: messages.unsupportedMediaType(mediaType, accepted),
    });
  }
  if (mediaType === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await new Response(bytes, {
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      }).formData();
    } catch {
      return refused(400, messages.badRequestTitle, { field: messages.bodyNotMultipart });
    }
    const fields: Record<string, string[]> = {};
    for (const [name, value] of form) {
      if (typeof value === 'string') (fields[name] ??= []).push(value);
    }
    return { status: 'form', fields };
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return refused(400, messages.badRequestTitle, { field: messages.bodyNotJson });
  }
  if (jsonDepthExceeds(value, MAX_JSON_DEPTH)) {
    return refused(422, messages.unprocessableTitle, {
      field: messages.tooDeep(MAX_JSON_DEPTH),
    });
  }
  parsedJson.set(request, value);
  return { status: 'json', value };
}

function refused(
  status: number,
  title: string,
  { detail, field }: { detail?: string; field?: string },
): RequestBody {
  const problem: Problem = field
    ? { status, title, detail: field, errors: { '(body)': [field] } }
    : { status, title, ...(detail === undefined ? {} : { detail }) };
  return { status: 'refused', problem };
}

/**
 * Whether `value` nests arrays and objects deeper than `limit` (a scalar is depth 0, `[]` is 1).
 * Walked with a stack of its own, so the check itself cannot overflow on the body it refuses.
 */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The tenants a body names: in a JSON body's fields, or in a form's text fields, by name. */
export function tenantsOfBody(body: RequestBody): NamedTenant[] {
  switch (body.status) {
    case 'json':
      return tenantsInBody(body.value);
    case 'form':
      return tenantsInBody(body.fields);
    case 'empty':
    case 'refused':
      return [];
    default:
      return body satisfies never;
  }
}
