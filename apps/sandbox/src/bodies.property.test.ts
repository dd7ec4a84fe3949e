/**
 * Every write route of the contract under generated input (fast-check): each demo user sends
 * each write operation with every content-type label (JSON, form, multipart, text, none), the
 * tenant in every place the operation takes one (or nowhere), and a body that is the valid one,
 * any JSON value, or any bytes. Whatever comes:
 *
 * - the sandbox answers, never with a 5xx, and every refusal is a problem+json body;
 * - a body under a label its call does not name is 415, before anything reads it;
 * - a write naming a tenant the user may not reach, or (from a customer tenant) another tenant
 *   outside the header, leaves the platform's snapshot byte for byte as it was;
 * - so does a write the user's role may not make (the roles table), whatever its body;
 * - a valid write afterwards still works and is readable.
 *
 * And the contract's limits, field by field: every bounded string of every JSON body one over its
 * `maxLength` answers 422 naming the field and changes nothing; at its limit it is taken (and a
 * text field is stored); a lone surrogate answers 422; `[]` where an object is expected, 422.
 *
 * Bounded: a fixed number of runs with a fixed seed (so a failure replays), each a few loopback
 * requests against the sandbox started for this file.
 */
import { mayPerform, TENANT_HEADER, type OperationId } from '@hygiene/api-client';
import { mediaTypeOf, contractCallOf } from '@hygiene/fake-platform';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addEmptyLocations,
  boundedStrings,
  build,
  jsonBodyOf,
  jsonBodySchemaOf,
  OTHER,
  placesOf,
  rows,
  send,
  withField,
  writeOperations,
  type BoundedString,
  type BuiltRequest,
  authorFixtureComment,
} from './contractWrites.ts';
import { fakeOf, signIn, startTestSandbox } from './test-helpers.ts';
import type { TestSandbox } from './test-helpers.ts';

const USERS = ['admin', 'installer', 'staff'] as const;
type User = (typeof USERS)[number];
/** Which users may reach every tenant (README: admin and installer); staff only demo. */
const REACHES_EVERY_TENANT: Record<User, boolean> = { admin: true, installer: true, staff: false };
/** The realm role each user's token carries (README; the roles table, docs/ROLES.md). */
const ROLE: Record<User, string> = {
  admin: 'administrator',
  installer: 'service-staff',
  staff: 'tenant-staff',
};

const LABELS = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=generated',
  'text/plain',
  undefined,
] as const;

let sandbox: TestSandbox;
const tokens = {} as Record<User, string>;
let seed: ReturnType<ReturnType<typeof fakeOf>['snapshot']>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  for (const user of USERS) tokens[user] = (await signIn(sandbox.url, user)).tokens.access_token;
  addEmptyLocations(fakeOf(sandbox).state);
  // The comment the rows edit is admin's, who sends the valid controls (issue 46: by its author).
  authorFixtureComment(fakeOf(sandbox).state, 'admin');
  seed = fakeOf(sandbox).snapshot();
});
afterAll(() => sandbox.dispose());

const operations = writeOperations();
const platformBytes = () => JSON.stringify(fakeOf(sandbox).snapshot());

type BodyChoice =
  { status: 'valid' } | { status: 'json'; value: unknown } | { status: 'bytes'; value: Uint8Array };

const bodyChoice: fc.Arbitrary<BodyChoice> = fc.oneof(
  fc.constant({ status: 'valid' } as const),
  fc.jsonValue({ maxDepth: 4 }).map((value) => ({ status: 'json', value }) as const),
  fc.uint8Array({ maxLength: 256 }).map((value) => ({ status: 'bytes', value }) as const),
);

const scenario = fc.record({
  operation: fc.constantFrom(...operations),
  user: fc.constantFrom(...USERS),
  label: fc.constantFrom(...LABELS),
  /** Index into the operation's tenant places; past the end: the tenant is named nowhere. */
  place: fc.nat({ max: 8 }),
  body: bodyChoice,
});

function withBody(request: BuiltRequest, body: BodyChoice): BuiltRequest {
  switch (body.status) {
    case 'valid':
      return request;
    case 'json':
      return { ...request, body: new TextEncoder().encode(JSON.stringify(body.value) ?? 'null') };
    case 'bytes':
      return { ...request, body: new Uint8Array(body.value) };
    default:
      return body satisfies never;
  }
}

function withLabel(request: BuiltRequest, label: (typeof LABELS)[number]): BuiltRequest {
  const { ['content-type']: _dropped, ...headers } = request.headers;
  return {
    ...request,
    headers: label === undefined ? headers : { ...headers, 'content-type': label },
  };
}

describe('every write route under generated bodies, labels, tenants and users', () => {
  it('never answers 5xx, refuses what its contract does not take, and lets no cross-tenant write through', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ operation, user, label, place, body }) => {
        fakeOf(sandbox).load(seed);
        const row = rows[operation.operationId];
        if (!row) throw new Error(`no row for ${operation.operationId}`);
        const valid = await build(row, sandbox.url, fakeOf(sandbox).state);
        const places = placesOf(operation);
        const chosen = places[place];
        const request = withLabel(withBody(chosen ? chosen.apply(valid) : valid, body), label);

        const before = platformBytes();
        const response = await send(request, tokens[user]);
        const text = await response.text();
        const what = `${operation.operationId} as ${user}, ${chosen?.name ?? 'no other tenant'}, ${label ?? 'no label'}, ${body.status}: ${response.status} ${text}`;

        expect(response.status, what).toBeLessThan(500);
        if (response.status >= 400) {
          expect(response.headers.get('content-type'), what).toBe('application/problem+json');
        }

        // A non-empty body under a label its call does not take: 415, unless the caller was
        // refused first (401/403 for a tenant it may not reach).
        const call = contractCallOf(request.method, request.url.pathname.replace(/^\/api/, ''));
        const accepted = call?.requestBody?.contentTypes ?? [];
        const labelled = mediaTypeOf(request.headers['content-type'] ?? null);
        if (
          (request.body?.byteLength ?? 0) > 0 &&
          !accepted.includes(labelled) &&
          response.status !== 403 &&
          response.status !== 404
        ) {
          expect(response.status, what).toBe(415);
        }

        // Cross-tenant: staff naming another tenant anywhere; anyone naming another tenant
        // outside the header of a customer tenant's write. Nothing may change.
        const namesOther = chosen !== undefined;
        const customerWrite = (request.headers[TENANT_HEADER] ?? '') !== 'service';
        const crossTenant =
          namesOther &&
          (!REACHES_EVERY_TENANT[user] || (chosen.name !== 'header' && customerWrite));
        if (crossTenant) {
          // Refused (403/404 for the tenant, or 4xx for the body, whichever is read first).
          expect(response.status, what).toBeGreaterThanOrEqual(400);
          expect(platformBytes(), what).toBe(before);
        }

        // Cross-role: a write the user's role may not make is refused and changes nothing.
        if (!mayPerform([ROLE[user]], operation.operationId as OperationId)) {
          expect(response.status, what).toBeGreaterThanOrEqual(400);
          expect(platformBytes(), what).toBe(before);
        }

        // The sandbox is still up and takes the valid write.
        fakeOf(sandbox).load(seed);
        const control = await send(valid, tokens.admin);
        expect(control.status, `${operation.operationId} control`).toBeLessThan(400);
      }),
      { numRuns: 300, seed: 20261124, endOnFailure: true },
    );
  }, 120_000);

  it('reads back what a valid write made after any refused one', async () => {
    fakeOf(sandbox).load(seed);
    const headers = {
      authorization: `Bearer ${tokens.staff}`,
      [TENANT_HEADER]: 'demo',
    };
    // A refused write first: the same JSON as a form, naming another tenant.
    const refused = await fetch(`${sandbox.url}/api/device-installations`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: JSON.stringify({ serialnumber: 'HDP2-00001', tenantIdentifier: OTHER }),
    });
    expect(refused.status).toBe(415);
    // A write staff's role allows (the roles table): a comment on one of demo's devices.
    const device = fakeOf(sandbox).state.devices.find((d) => d.tenant === 'demo')!;
    const made = await fetch(`${sandbox.url}/api/devices/${device.id}/comments`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Read back' }),
    });
    expect(made.status).toBeLessThan(300);
    const list = (await (
      await fetch(`${sandbox.url}/api/devices/${device.id}/comments`, { headers })
    ).json()) as { text: string }[];
    expect(list.map((comment) => comment.text)).toContain('Read back');
  });
});

const STORED_AS_SENT = new Set(['Name', 'Text', 'SerialNumber', 'Email']);

/** A value of `length` UTF-16 code units the field's component allows (its pattern, if any). */
function valueOf(field: BoundedString, length: number): string {
  switch (field.component) {
    case 'SerialNumber':
      return `L${'7'.repeat(length - 1)}`;
    case 'Email':
      return `${'a'.repeat(length - '@x.example'.length)}@x.example`;
    case 'Id':
      return 'i'.repeat(length);
    case 'ClockTime':
      // HH:MM is all of its limit; anything longer breaks both.
      return length === 5 ? '23:59' : '2'.repeat(length);
    default:
      return 'ø'.repeat(length);
  }
}

interface ProblemBody {
  errors?: Record<string, string[]>;
}

describe('the limits of the contract, field by field', () => {
  const jsonWrites = operations.filter((operation) => jsonBodySchemaOf(operation) !== undefined);

  it('finds bounded strings in the bodies (the walk reads the contract)', async () => {
    fakeOf(sandbox).load(seed);
    const counted = await Promise.all(
      jsonWrites.map(async (operation) => {
        const valid = await build(rows[operation.operationId]!, sandbox.url, fakeOf(sandbox).state);
        return boundedStrings(operation, jsonBodyOf(valid)).length;
      }),
    );
    // Every text the issue named (names, serials, e-mails, the installer, the screen user's
    // fields) and the ids: far more than one per body.
    expect(counted.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(40);
  });

  it.each(jsonWrites.map((operation) => [operation.operationId, operation] as const))(
    '%s: one over a limit or a lone surrogate answers 422 naming the field and changes nothing; at the limit it is taken',
    async (_, operation) => {
      fakeOf(sandbox).load(seed);
      const row = rows[operation.operationId]!;
      const valid = await build(row, sandbox.url, fakeOf(sandbox).state);
      for (const field of boundedStrings(operation, jsonBodyOf(valid))) {
        const name = field.path.join('.');
        const refusedWith = async (value: string, what: string) => {
          fakeOf(sandbox).load(seed);
          const before = platformBytes();
          const response = await send(withField(valid, field.path, value), tokens.admin);
          const problem = (await response.json()) as ProblemBody;
          const label = `${operation.operationId} ${name} ${what}: ${response.status} ${JSON.stringify(problem)}`;
          expect(response.status, label).toBe(422);
          expect(Object.keys(problem.errors ?? {}), label).toContain(name);
          expect(platformBytes(), label).toBe(before);
          return problem.errors![name]!.join(' ');
        };
        const over = await refusedWith(valueOf(field, field.maxLength + 1), 'over');
        expect(over).toContain(String(field.maxLength));
        await refusedWith(
          `${valueOf(field, Math.min(field.maxLength - 1, 20))}\uD800`,
          'lone surrogate',
        );

        fakeOf(sandbox).load(seed);
        const atLimit = valueOf(field, field.maxLength);
        const response = await send(withField(valid, field.path, atLimit), tokens.admin);
        const label = `${operation.operationId} ${name} at its limit: ${response.status} ${await response.text()}`;
        expect(response.status, label).not.toBe(422);
        // What people type is stored whole (an id must name something; a password is never
        // stored as sent; a reference's name is the named record's).
        if (response.ok && STORED_AS_SENT.has(field.component ?? '')) {
          expect(platformBytes(), label).toContain(atLimit);
        }
      }
      fakeOf(sandbox).load(seed);
      const before = platformBytes();
      const array = await send(
        {
          ...valid,
          headers: { ...valid.headers, 'content-type': 'application/json' },
          body: new TextEncoder().encode('[]'),
        },
        tokens.admin,
      );
      expect(array.status, `${operation.operationId} []`).toBe(422);
      expect(platformBytes()).toBe(before);
    },
    30_000,
  );
});
