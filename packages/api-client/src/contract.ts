/**
 * The contract document itself (`openapi/platform.yaml`, as JSON), for code that routes or
 * checks by it, such as the fake platform. Import only where needed: it is ~100 kB of JSON.
 */
import document from './generated/platform.json' with { type: 'json' };

/** The HTTP methods an OpenAPI path item may hold. */
export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

/** An HTTP method in the contract's lower case. */
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A parameter as the document writes it: inline, or a `$ref` into components.parameters. */
export interface ContractParameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}

/** An operation of the document, with the fields code routes by. */
export interface ContractOperation {
  operationId: string;
  tags?: string[];
  description?: string;
  /** True where the spec withholds the path and this contract chose it. */
  'x-path-chosen-here'?: boolean;
  /** True for a call the spec does not name at all, added for a need its description gives. */
  'x-extension'?: boolean;
  /** The area of the roles table the operation belongs to (`src/roles.ts`, docs/ROLES.md). */
  'x-area'?: string;
  parameters?: ContractParameter[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

/** The parts of the OpenAPI 3.1 document that code reads. */
export interface PlatformContract {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<HttpMethod, ContractOperation>>>;
  components: {
    parameters: Record<string, ContractParameter>;
    schemas: Record<string, unknown>;
    responses: Record<string, unknown>;
    requestBodies?: Record<string, unknown>;
  };
}

/** The platform contract, OpenAPI 3.1. */
export const platformContract: PlatformContract = document;

/** One call of the contract with its parameters resolved. */
export interface ContractCall {
  method: HttpMethod;
  /** The path template, for example `/tenants/{tenant}/devices/{device}`. */
  path: string;
  operationId: string;
  /** True where the spec withholds the path and this contract chose it. */
  chosenHere: boolean;
  /** True for a call the spec does not name at all (`x-extension: true`). */
  extension: boolean;
  /**
   * The operation's area of the roles table (`x-area`), or undefined where the document gives
   * none (a test of the contract fails then); the roles table names the known ones (`AREAS`).
   */
  area: string | undefined;
  parameters: { name: string; in: string; required: boolean }[];
  /**
   * The body the call takes: whether it is required and the media types it may be labelled
   * with (`application/json`, `multipart/form-data`), or null for a call that takes none.
   */
  requestBody: { required: boolean; contentTypes: string[] } | null;
}

/** Every call of the contract, in document order, with `$ref` parameters resolved. */
export function listContractCalls(contract: PlatformContract = platformContract): ContractCall[] {
  const calls: ContractCall[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      calls.push({
        method,
        path,
        operationId: operation.operationId,
        chosenHere: operation['x-path-chosen-here'] === true,
        extension: operation['x-extension'] === true,
        area: operation['x-area'],
        requestBody: resolveRequestBody(contract, operation.requestBody),
        parameters: (operation.parameters ?? []).map((parameter) => {
          const resolved = resolveParameter(contract, parameter);
          return {
            name: resolved.name ?? '',
            in: resolved.in ?? '',
            required: resolved.required === true,
          };
        }),
      });
    }
  }
  return calls;
}

function resolveRequestBody(
  contract: PlatformContract,
  body: unknown,
): ContractCall['requestBody'] {
  if (typeof body !== 'object' || body === null) return null;
  const prefix = '#/components/requestBodies/';
  const ref = (body as { $ref?: unknown }).$ref;
  const resolved =
    typeof ref === 'string'
      ? ref.startsWith(prefix)
        ? contract.components.requestBodies?.[ref.slice(prefix.length)]
        : undefined
      : body;
  if (typeof resolved !== 'object' || resolved === null) {
    throw new Error(`Unresolvable request body ${String(ref)}`);
  }
  const { required, content } = resolved as { required?: boolean; content?: object };
  return { required: required === true, contentTypes: Object.keys(content ?? {}) };
}

function resolveParameter(
  contract: PlatformContract,
  parameter: ContractParameter,
): ContractParameter {
  const prefix = '#/components/parameters/';
  if (parameter.$ref === undefined) return parameter;
  const target = parameter.$ref.startsWith(prefix)
    ? contract.components.parameters[parameter.$ref.slice(prefix.length)]
    : undefined;
  if (!target) throw new Error(`Unresolvable parameter ${parameter.$ref}`);
  return target;
}

/** A request matched to a call of the contract. */
export interface ContractMatch {
  call: ContractCall;
  /** The path parameters, percent-decoded, by name. */
  params: Record<string, string>;
}

/**
 * Finds the call of the contract a request is for. A literal segment wins over a template one
 * at the same place (OpenAPI's rule: `/tenants/closest` is not `/tenants/{id}`), compared from
 * the left. `pathname` is relative to the API root.
 */
export function matchContractCall(
  method: string,
  pathname: string,
  calls: readonly ContractCall[] = listContractCalls(),
): ContractMatch | undefined {
  const wanted = method.toLowerCase();
  const segments = pathname.replace(/\/+$/, '').split('/');
  let best: { match: ContractMatch; rank: string } | undefined;
  for (const call of calls) {
    if (call.method !== wanted) continue;
    const template = call.path.split('/');
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let rank = '';
    let matches = true;
    for (const [index, part] of template.entries()) {
      const segment = segments[index]!;
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      if (name === undefined) {
        // Servers route on the decoded path (`/user%73` is `/users`): so does the match.
        if (part !== safeDecode(segment)) {
          matches = false;
          break;
        }
        rank += '0';
      } else {
        if (segment === '') {
          matches = false;
          break;
        }
        params[name] = safeDecode(segment);
        rank += '1';
      }
    }
    // The rank strings have equal length; the smaller one has its first literal further left.
    if (matches && (best === undefined || rank < best.rank))
      best = { match: { call, params }, rank };
  }
  return best?.match;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
