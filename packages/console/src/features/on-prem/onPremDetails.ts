import * as messages from '../../messages';
import type { Deployment } from '../../state/atoms';

const text = messages.onPrem;

/** One fact of the on-prem page: what a person reads out to support. */
export interface OnPremFact {
  label: string;
  value: string;
}

/**
 * The facts in the order the page shows them. Anything the console was not told is 'not known'
 * rather than an empty line, so support can tell a gap from a blank.
 */
export function onPremFacts(
  deployment: Deployment | null,
  tenantIdentifier: string,
  liveState: string,
): OnPremFact[] {
  const known = (value: string | undefined) => (value && value.trim() ? value : text.unknown);
  return [
    { label: text.environment, value: known(deployment?.environment) },
    { label: text.version, value: known(deployment?.version) },
    { label: text.tenant, value: known(tenantIdentifier) },
    { label: text.apiUrl, value: known(deployment?.apiUrl) },
    { label: text.hubUrl, value: known(deployment?.hubUrl) },
    { label: text.identityUrl, value: known(deployment?.identityUrl) },
    { label: text.realm, value: known(deployment?.realm) },
    { label: text.liveState, value: known(liveState) },
  ];
}

/** The facts as plain text, one 'label: value' a line, for the clipboard. */
export function onPremText(facts: readonly OnPremFact[]): string {
  return facts.map((fact) => `${fact.label}: ${fact.value}`).join('\n');
}
