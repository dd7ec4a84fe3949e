/**
 * The write operations of the contract (packages/api-client/openapi/platform.yaml): every post,
 * put, patch and delete, read from the document with its `$ref`s resolved.
 */
import { platformContract } from '@hygiene/api-client';
import type { ContractOperation } from '@hygiene/api-client';

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

export interface WriteOperation {
  method: (typeof WRITE_METHODS)[number];
  path: string;
  operationId: string;
  operation: ContractOperation;
}

export function writeOperations(): WriteOperation[] {
  return Object.entries(platformContract.paths).flatMap(([path, item]) =>
    WRITE_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operationId: operation.operationId, operation }] : [];
    }),
  );
}

/** The node a `$ref` points to in the contract (following chains of them), else `value`. */
export function resolve(value: unknown): Record<string, unknown> | undefined {
  let current = value as Record<string, unknown> | undefined;
  for (let i = 0; i < 20 && typeof current?.$ref === 'string'; i += 1) {
    current = (current.$ref as string)
      .split('/')
      .slice(1)
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key],
        platformContract,
      ) as Record<string, unknown>;
  }
  return current;
}

/** The JSON body schema of a write, if it takes one. */
export function jsonBodySchemaOf(write: WriteOperation): unknown {
  const content = (resolve(write.operation.requestBody)?.content ?? {}) as Record<
    string,
    { schema: unknown }
  >;
  return content['application/json']?.schema;
}
