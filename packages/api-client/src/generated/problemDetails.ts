// Generated from openapi/platform.yaml by scripts/generate.ts. Do not edit:
// change the contract and run `pnpm --filter @hygiene/api-client generate`.
import * as v from 'valibot';

/** RFC 9457 problem details. */
export const ProblemDetailsSchema = v.object({
  type: v.optional(v.string()),
  title: v.optional(v.string()),
  status: v.optional(v.pipe(v.number(), v.integer())),
  detail: v.optional(v.string()),
  instance: v.optional(v.string()),
});
