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
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import * as prettier from 'prettier';

// The contract is read as the client's own generator reads it (one reader, one set of rules);
// a build-time script, never part of the published package.
/* eslint-disable import-x/no-relative-packages */
import { signatureOf, type Signature } from '../../api-client/scripts/generate/calls.ts';
import { jsDoc, operationsOf } from '../../api-client/scripts/generate/document.ts';
import type { Document, OperationAt } from '../../api-client/scripts/generate/document.ts';
/* eslint-enable import-x/no-relative-packages */

const packageRoot = new URL('..', import.meta.url);
const contractUrl = new URL('../api-client/src/generated/platform.json', packageRoot);
const outputDir = new URL('src/generated/', packageRoot);

const header = [
  '// Generated from the contract (packages/api-client/openapi/platform.yaml) by',
  '// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.',
  '',
].join('\n');

type CachedDocument = Document & { 'x-cache-roots'?: Record<string, string> };
type CachedOperation = OperationAt['operation'] & {
  'x-cache'?: string;
  'x-invalidates'?: string[];
};

const READ_METHODS = new Set(['get', 'head']);

/** `Parameters<ApiClient['op']>[n]`: each argument's type, as the client declares it. */
const argumentType = (id: string, index: number) => `Parameters<ApiClient['${id}']>[${index}]`;

/** The call's arguments after the path parameters, by name, in the client's order. */
function namedArguments(signature: Signature): { name: string; optional: boolean }[] {
  const named: { name: string; optional: boolean }[] = [];
  if (signature.body?.status === 'json') named.push({ name: 'body', optional: false });
  if (signature.body?.status === 'file') {
    named.push(
      { name: signature.body.field, optional: false },
      { name: 'fileName', optional: true },
    );
  }
  if (signature.query) named.push({ name: 'query', optional: !signature.query.required });
  return named;
}

function renderRead(at: OperationAt, signature: Signature, root: string): string {
  const parameters = [
    ...signature.pathParameters.map((name) => ({ name, optional: false })),
    ...namedArguments(signature),
  ];
  const paths = signature.pathParameters.length;
  // A path parameter is a string; the others take the client's own type for that argument.
  const typeAt = (index: number) => (index < paths ? 'string' : argumentType(at.id, index));
  const typed = parameters.map(
    ({ name, optional }, index) => `${name}${optional ? '?' : ''}: ${typeAt(index)}`,
  );
  const names = parameters.map(({ name }) => name);
  return `import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

${jsDoc(`\`${at.method.toUpperCase()} ${at.path}\`, cached under \`${root}\`.`)}export const ${at.id} = readOperation(
  '${at.id}',
  '${root}',
  (api: ApiClient, signal: AbortSignal | undefined${typed.map((t) => `, ${t}`).join('')}) =>
    api.${at.id}(${[...names, '{ signal }'].join(', ')}),
);
`;
}

function renderWrite(at: OperationAt, signature: Signature, roots: string[]): string {
  const parameters = [
    ...signature.pathParameters.map((name) => ({ name, optional: false })),
    ...namedArguments(signature),
    { name: 'call', optional: true },
  ];
  const paths = signature.pathParameters.length;
  const typeAt = (index: number) => (index < paths ? 'string' : argumentType(at.id, index));
  const fields = parameters.map(
    ({ name, optional }, index) => `${name}${optional ? '?' : ''}: ${typeAt(index)}`,
  );
  const names = parameters.map(({ name }) => name);
  const stale = roots.map((root) => `\`${root}\``).join(', ');
  return `import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

${jsDoc(`\`${at.method.toUpperCase()} ${at.path}\`; refreshes ${stale} after.`)}export const ${at.id} = writeOperation(
  '${at.id}',
  ${JSON.stringify(roots)},
  (api: ApiClient, { ${names.join(', ')} }: { ${fields.join('; ')} }) =>
    api.${at.id}(${names.join(', ')}),
);
`;
}

function renderCacheRoots(roots: Record<string, string>): string {
  const members = Object.entries(roots).map(([name, what]) => `${jsDoc(what, '  ')}  | '${name}'`);
  return `${header}/** The cache roots of the contract (\`x-cache-roots\`); \`data/queryKeys.ts\` places each. */
export type CacheRoot =
${members.join('\n')};
`;
}

async function render(): Promise<Map<string, string>> {
  const document = JSON.parse(await readFile(contractUrl, 'utf8')) as CachedDocument;
  const roots = document['x-cache-roots'] ?? {};
  const known = (root: string, at: OperationAt) => {
    if (!(root in roots)) throw new Error(`${at.id}: cache root '${root}' is not in x-cache-roots`);
    return root;
  };
  const files = new Map<string, string>([['cacheRoots.ts', renderCacheRoots(roots)]]);
  for (const at of operationsOf(document)) {
    const operation = at.operation as CachedOperation;
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
  const options = (await prettier.resolveConfig(fileURLToPath(outputDir))) ?? {};
  for (const [name, text] of files) {
    files.set(
      name,
      await prettier.format(text, {
        ...options,
        filepath: fileURLToPath(new URL(name, outputDir)),
      }),
    );
  }
  return files;
}

async function existing(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const read = async (folder: string) => {
    const url = new URL(folder, outputDir);
    const entries = await readdir(url, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isDirectory()) await read(`${folder}${entry.name}/`);
      else found.set(`${folder}${entry.name}`, await readFile(new URL(entry.name, url), 'utf8'));
    }
  };
  await read('');
  return found;
}

const files = await render();
const before = await existing();
if (process.argv.includes('--check')) {
  const stale = [
    ...[...files].filter(([name, text]) => before.get(name) !== text).map(([name]) => name),
    ...[...before.keys()].filter((name) => !files.has(name)),
  ];
  if (stale.length > 0) {
    console.error(
      `src/generated/ of @hygiene/console differs from the contract: ${stale.join(', ')}.\n` +
        'Run `./dev generate`.',
    );
    process.exit(1);
  }
} else {
  for (const name of before.keys()) {
    if (!files.has(name)) await rm(new URL(name, outputDir));
  }
  await mkdir(new URL('operations/', outputDir), { recursive: true });
  for (const [name, text] of files) {
    if (before.get(name) !== text) await writeFile(new URL(name, outputDir), text);
  }
  console.log(`@hygiene/console: ${files.size} generated files`);
}
