/**
 * The write operations of the contract as requests, shared by the tests that throw them at the
 * sandbox: every write operation (post, put, patch, delete) of
 * packages/api-client/openapi/platform.yaml, the places each accepts a tenant (header, path,
 * query, body fields whose name or schema says tenant), and one valid request per operation as
 * the console would send it (demo, or the service tenant for maintenance), built by the real
 * api-client.
 *
 * The parts live in contractWrites/: the operations (`contract.ts`), their tenant places
 * (`tenantPlaces.ts`), the records the rows write to (`fixtures.ts`), one table of rows per
 * area (`*Rows.ts`), building and sending a row's request (`requests.ts`), and the bounded
 * strings of the bodies (`boundedStrings.ts`). This module assembles the table of rows.
 */
import { attentionRows } from './contractWrites/attentionRows.ts';
import { caseRows } from './contractWrites/caseRows.ts';
import { deviceRows } from './contractWrites/deviceRows.ts';
import { installationRows } from './contractWrites/installationRows.ts';
import { locationRows } from './contractWrites/locationRows.ts';
import { maintenanceRows } from './contractWrites/maintenanceRows.ts';
import type { Row } from './contractWrites/row.ts';
import { userRows } from './contractWrites/userRows.ts';

export { boundedStrings, withField } from './contractWrites/boundedStrings.ts';
export type { BoundedString } from './contractWrites/boundedStrings.ts';
export { jsonBodySchemaOf, writeOperations } from './contractWrites/contract.ts';
export { addEmptyLocations, authorFixtureComment } from './contractWrites/fixtures.ts';
export { build, jsonBodyOf, send } from './contractWrites/requests.ts';
export type { BuiltRequest } from './contractWrites/requests.ts';
export { OTHER, placesOf } from './contractWrites/tenantPlaces.ts';

/** One valid request per write operation of the contract, by operation id. */
export const rows: Record<string, Row> = {
  ...caseRows,
  ...deviceRows,
  ...installationRows,
  ...locationRows,
  ...userRows,
  ...attentionRows,
  ...maintenanceRows,
};
