/**
 * @hygiene/api-client/request-bodies: the contract's JSON request bodies as valibot validators,
 * for a platform that implements the contract (the fake platform, a test server). Generated from
 * `openapi/platform.yaml`; the console itself never loads them.
 */
export { requestBodySchemas } from './generated/requestBodies';
export type { RequestBodyMessages } from './generated/requestBodies';
