/**
 * Generates `src/generated/` from the contract `openapi/platform.yaml`:
 *
 *   platform.ts      TypeScript types (openapi-typescript), used by openapi-fetch and the schemas
 *   platform.json    the contract as JSON, exported for the fake platform to route by
 *   permissions.ts   each operation's `x-area` and access (GET/HEAD read, others write), for the
 *                    roles table (`src/roles.ts`): small, so the console never loads the JSON
 *   enums.ts         the values of the contract's enums
 *   schemas.ts       a valibot schema per component an answer uses: what the client checks
 *                    answers with (loaded by the client on its first call)
 *   problemDetails.ts the schema of an error's body (read with every failed call)
 *   calls.ts         the client's calls: a typed signature and a table row per operation
 *   requestBodies.ts the JSON request bodies as validators a platform checks requests with
 *   limits.ts        the numbers the contract names with `x-constants` (the quotas)
 *
 *   node scripts/generate.ts          write the files
 *   node scripts/generate.ts --check  write nothing; fail when any file differs from what the
 *                                     contract generates (the `generated` step of `./dev test`)
 */
import { readFile } from 'node:fs/promises';

import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3, SchemaObject } from 'openapi-typescript';
import ts from 'typescript';
import { parse } from 'yaml';

import { renderCalls } from './generate/calls.ts';
import { renderLimits } from './generate/constants.ts';
import { operationsOf } from './generate/document.ts';
import type { Document, OperationAt } from './generate/document.ts';
import { formatted, READ_METHODS, writeGenerated } from './generate/output.ts';
import {
  renderAnswerSchemas,
  renderEnums,
  renderProblemDetails,
  renderRequestBodies,
} from './generate/schemas.ts';

const packageRoot = new URL('..', import.meta.url);
const contractUrl = new URL('openapi/platform.yaml', packageRoot);
const outputDir = new URL('src/generated/', packageRoot);

const header = [
  '// Generated from openapi/platform.yaml by scripts/generate.ts. Do not edit:',
  '// change the contract and run `pnpm --filter @hygiene/api-client generate`.',
  '',
].join('\n');

/** Binary bodies (the QR code, the uploaded image) are Blobs in the browser, not strings. */
function transform(schema: SchemaObject): ts.TypeNode | undefined {
  if ('contentMediaType' in schema && typeof schema.contentMediaType === 'string') {
    return ts.factory.createTypeReferenceNode('Blob');
  }
  return undefined;
}

/**
 * `operationId -> { area, access }` for every operation, in document order. An operation
 * without an `x-area` fails the generation; an area the roles table does not know fails the
 * typecheck of `src/roles.ts`.
 */
function renderPermissions(operations: OperationAt[]): string {
  const missing = operations.filter((at) => !at.operation['x-area']).map((at) => at.id);
  if (missing.length > 0) {
    throw new Error(`Operations without x-area (see the roles table): ${missing.join(', ')}`);
  }
  const rows = operations.map(({ id, method, operation }) => {
    const access = READ_METHODS.has(method) ? 'read' : 'write';
    return `  ${id}: { area: ${JSON.stringify(operation['x-area'])}, access: ${JSON.stringify(access)} },`;
  });
  return `${header}export const operationPermissions = {\n${rows.join('\n')}\n} as const;\n`;
}

async function render(): Promise<Map<string, string>> {
  const document = parse(await readFile(contractUrl, 'utf8')) as OpenAPI3;
  const ast = await openapiTS(document, { transform, silent: true });
  const contract = document as Document;
  const operations = operationsOf(contract);
  const files = new Map([
    ['platform.ts', header + astToString(ast)],
    ['platform.json', `${JSON.stringify(document, null, 2)}\n`],
    ['permissions.ts', renderPermissions(operations)],
    ['enums.ts', renderEnums(contract, header)],
    ['schemas.ts', renderAnswerSchemas(contract, operations, header)],
    ['problemDetails.ts', renderProblemDetails(contract, header)],
    ['calls.ts', renderCalls(contract, operations, header)],
    ['requestBodies.ts', renderRequestBodies(contract, operations, header)],
    ['limits.ts', renderLimits(contract, header)],
  ]);
  // platform.ts is openapi-typescript's own printing; the rest reads as if written by hand.
  return formatted(files, outputDir, (name) => name === 'platform.ts');
}

await writeGenerated(await render(), outputDir, {
  check: process.argv.includes('--check'),
  regenerate: './dev generate',
});
