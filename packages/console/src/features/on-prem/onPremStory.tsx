/** What the on-prem stories share: a sandbox deployment, written as the host writes it. */
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';

import { deploymentAtom, type Deployment } from '../../state/atoms';

export const deployment: Deployment = {
  environment: 'sandbox',
  apiUrl: 'http://localhost:8080/api',
  hubUrl: 'http://localhost:8080/hubs/events',
  identityUrl: 'http://localhost:8080',
  realm: 'demo',
  version: '0.0.0+f96a011',
};

/** Writes the deployment atom as the host does at start. */
export function WithDeployment({
  value,
  children,
}: {
  value: Deployment | null;
  children: ReactNode;
}) {
  useHydrateAtoms([[deploymentAtom, value]]);
  return children;
}
