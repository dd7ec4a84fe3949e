/**
 * Generates `src/generated/`: one module per operation of the contract (`operations/<id>.ts`)
 * and the cache roots (`cacheRoots.ts`), from the contract as the API client generated it
 * (`@hygiene/api-client`'s `src/generated/platform.json`, written from `openapi/platform.yaml`).
 *
 * A read (`GET`) names its cache root (`x-cache`) and becomes a `readOperation`: its query key,
 * fetch and query options. A write names the roots it makes stale (`x-invalidates`) and becomes
 * a `writeOperation`, whose variables are the call's arguments by name (`{ id, body, call }`).
 * An operation without its cache facts, or with a root `x-cache-roots` does not list, fails the
 * generation.
 *
 *   node scripts/generate-operations.ts          write the files
 *   node scripts/generate-operations.ts --check  write nothing; fail when a file differs (the
 *                                                `generated` step of `./dev test`)
 */
import { readFile } from 'node:fs/promises';

// The contract is read as the client's own generator reads it (one reader, one set of rules);
// a build-time script, never part of the published package.
/* eslint-disable import-x/no-relative-packages */
import { signatureOf, type Signature } from '../../api-client/scripts/generate/calls.ts';
import { jsDoc, operationsOf } from '../../api-client/scripts/generate/document.ts';
import type { Document, OperationAt } from '../../api-client/scripts/generate/document.ts';
import {
  formatted,
  READ_METHODS,
  writeGenerated,
} from '../../api-client/scripts/generate/output.ts';
/* eslint-enable import-x/no-relative-packages */

const packageRoot = new URL('..', import.meta.url);
const contractUrl = new URL('../api-client/src/generated/platform.json', packageRoot);
const outputDir = new URL('src/generated/', packageRoot);

const header = [
  '// Generated from the contract (packages/api-client/openapi/platform.yaml) by',
  '// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.',
  '',
].join('\n');

/**
 * The call's arguments by name, in the client's order, each typed: a path parameter is a string,
 * the others take the client's own type for that argument (`Parameters<ApiClient['op']>[n]`).
 * A write's end with its call options (`If-Match`).
 */
function argumentsOf(at: OperationAt, signature: Signature, withCall: boolean) {
  const named: { name: string; optional: boolean }[] = signature.pathParameters.map((name) => ({
    name,
    optional: false,
  }));
  if (signature.body?.status === 'json') named.push({ name: 'body', optional: false });
  if (signature.body?.status === 'file') {
    named.push(
      { name: signature.body.field, optional: false },
      { name: 'fileName', optional: true },
    );
  }
  if (signature.query) named.push({ name: 'query', optional: !signature.query.required });
  if (withCall) named.push({ name: 'call', optional: true });
  const paths = signature.pathParameters.length;
  return {
    names: named.map(({ name }) => name),
    typed: named.map(
      ({ name, optional }, index) =>
        `${name}${optional ? '?' : ''}: ${
          index < paths ? 'string' : `Parameters<ApiClient['${at.id}']>[${index}]`
        }`,
    ),
  };
}

const route = (at: OperationAt) => `\`${at.method.toUpperCase()} ${at.path}\``;

function renderRead(at: OperationAt, signature: Signature, root: string): string {
  const { names, typed } = argumentsOf(at, signature, false);
  return `import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

${jsDoc(`${route(at)}, cached under \`${root}\`.`)}export const ${at.id} = readOperation(
  '${at.id}',
  '${root}',
  (api: ApiClient, signal: AbortSignal | undefined${typed.map((t) => `, ${t}`).join('')}) =>
    api.${at.id}(${[...names, '{ signal }'].join(', ')}),
);
`;
}

function renderWrite(at: OperationAt, signature: Signature, roots: string[]): string {
  const { names, typed } = argumentsOf(at, signature, true);
  const stale = roots.map((root) => `\`${root}\``).join(', ');
  return `import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

${jsDoc(`${route(at)}; refreshes ${stale} after.`)}export const ${at.id} = writeOperation(
  '${at.id}',
  ${JSON.stringify(roots)},
  (api: ApiClient, { ${names.join(', ')} }: { ${typed.join('; ')} }) =>
    api.${at.id}(${names.join(', ')}),
);
`;
}

function renderCacheRoots(roots: Record<string, string>): string {
  const members = Object.entries(roots).map(([name, what]) => `${jsDoc(what, '  ')}  | '${name}'`);
  return `${header}/** The cache roots of the contract (\`x-cache-roots\`); \`data/cacheRootKey.ts\` places each. */
export type CacheRoot =
${members.join('\n')};
`;
}

async function render(): Promise<Map<string, string>> {
  const document = JSON.parse(await readFile(contractUrl, 'utf8')) as Document;
  const roots = document['x-cache-roots'] ?? {};
  const known = (root: string, at: OperationAt) => {
    if (!(root in roots)) throw new Error(`${at.id}: cache root '${root}' is not in x-cache-roots`);
    return root;
  };
  const files = new Map<string, string>([['cacheRoots.ts', renderCacheRoots(roots)]]);
  for (const at of operationsOf(document)) {
    const operation = at.operation;
    const signature = signatureOf(document, at);
    let body: string;
    if (READ_METHODS.has(at.method)) {
      if (!operation['x-cache']) throw new Error(`${at.id}: a read without x-cache`);
      body = renderRead(at, signature, known(operation['x-cache'], at));
    } else {
      if (!operation['x-invalidates']) throw new Error(`${at.id}: a write without x-invalidates`);
      body = renderWrite(
        at,
        signature,
        operation['x-invalidates'].map((root) => known(root, at)),
      );
    }
    files.set(`operations/${at.id}.ts`, header + body);
  }
  return formatted(files, outputDir);
}

await writeGenerated(await render(), outputDir, {
  check: process.argv.includes('--check'),
  // An operation removed from the contract takes its module with it.
  prune: true,
  regenerate: './dev generate',
});
