/**
 * Compile-time proof that the generated valibot schemas, the const enum arrays and the friendly
 * types match the types openapi-typescript generates from the contract. Checked by `tsc` (the
 * package's typecheck).
 */
import type * as v from 'valibot';

import type {
  ACTIVE_INSTALLATION_STATUSES,
  EVENT_TYPES,
  FLUID_TYPES,
  INSTALLATION_STATUSES,
  LOCATION_OBJECT_TYPES,
} from './enums';
import type { components, operations } from './generated/platform';
import type { requestBodySchemas } from './generated/requestBodies';
import type * as s from './generated/schemas';
import type { Device, PagedResult } from './types';

type Schemas = components['schemas'];

/** True when A and B are assignable both ways and have the same keys. */
type Same<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

type Expect<T extends true> = T;
type Out<S extends v.GenericSchema> = v.InferOutput<S>;

/** The components that have a generated valibot schema (`<K>Schema`): those answers use. */
type Checked = {
  [K in keyof Schemas & string]: `${K}Schema` extends keyof typeof s ? K : never;
}[keyof Schemas & string];

/**
 * The components whose valibot schema and TypeScript type differ: two generators (ours and
 * openapi-typescript) read the same document, so this proves ours reads it right. Empty.
 */
type Mismatched = {
  [K in Checked as Same<Out<(typeof s)[`${K}Schema`]>, Schemas[K]> extends true ? never : K]: K;
};

export type SchemaChecks = Expect<[keyof Mismatched] extends [never] ? true : false>;

/** The request-body validators, by operationId, against the JSON body each operation takes. */
type Bodies = ReturnType<typeof requestBodySchemas>;
type JsonBodyOf<K extends keyof operations> =
  NonNullable<operations[K]['requestBody']> extends { content: { 'application/json': infer B } }
    ? B
    : never;
type MismatchedBodies = {
  [K in keyof Bodies as Same<Out<Bodies[K]>, JsonBodyOf<K>> extends true ? never : K]: K;
};

export type BodyChecks = Expect<[keyof MismatchedBodies] extends [never] ? true : false>;

/** The const arrays hold exactly the contract's enum values. */
export type EnumChecks = [
  Expect<Same<(typeof EVENT_TYPES)[number], Schemas['EventType']>>,
  Expect<Same<(typeof INSTALLATION_STATUSES)[number], Schemas['InstallationStatus']>>,
  Expect<Same<(typeof FLUID_TYPES)[number], Schemas['FluidType']>>,
  Expect<Same<(typeof LOCATION_OBJECT_TYPES)[number] | null, Schemas['LocationObjectType']>>,
  Expect<
    (typeof ACTIVE_INSTALLATION_STATUSES)[number] extends Schemas['InstallationStatus']
      ? true
      : false
  >,
];

/** The friendly generic page is the generated page. */
export type PageChecks = [Expect<Same<PagedResult<Device>, Schemas['DevicePage']>>];
