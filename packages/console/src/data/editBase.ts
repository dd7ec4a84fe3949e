import type { ConditionalCallOptions } from '@hygiene/api-client';

/**
 * What a save edits (issue 54): the record at the `version` it was read at, so a change made
 * elsewhere meanwhile answers 412 and is kept; or `overwrite`, whatever is stored now, chosen by
 * the person after being told (`ChangedElsewhere`). A record read without a version (an older
 * platform) is saved unconditionally, as the spec's calls are.
 */
export type EditBase = { version: string | undefined } | { overwrite: true };

/** The `If-Match` options of a save on `base`. */
export function ifMatchOf(base: EditBase): ConditionalCallOptions {
  return 'overwrite' in base || base.version === undefined ? {} : { ifMatch: base.version };
}
