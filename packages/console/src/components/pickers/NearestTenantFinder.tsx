import type { Tenant } from '@hygiene/api-client';
import { Button, StatusShape } from '@hygiene/ui';
import { useState } from 'react';
import { styled } from 'styled-components';

import * as messages from '../../messages';
import { useConsoleApi } from '../../data/useConsoleApi';
import { locate } from './geolocation';

export interface NearestTenantFinderProps {
  /** Called with the nearest tenant when the person chooses it. */
  onChoose: (tenant: Tenant) => void;
  /** Spec §8: absent or failed geolocation (or a failed look-up) also reaches the caller. */
  onFetchError?: (reason: string) => void;
  /** Called with the position once known, so a list can order itself by proximity. */
  onLocated?: (position: { latitude: number; longitude: number }) => void;
  /** Injected in stories and tests; the browser's by default; `null` for a browser without it. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null | undefined;
}

type FinderState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; tenant: Tenant }
  | { status: 'error'; message: string };

const m = messages.tenants;

/** Finds the tenant nearest to the browser's position (GET /tenants/closest). */
export function NearestTenantFinder({
  onChoose,
  onFetchError,
  onLocated,
  geolocation = globalThis.navigator?.geolocation,
}: NearestTenantFinderProps) {
  const { api } = useConsoleApi();
  const [state, setState] = useState<FinderState>({ status: 'idle' });

  const fail = (message: string, reason: string) => {
    setState({ status: 'error', message });
    onFetchError?.(reason);
  };

  const find = async () => {
    setState({ status: 'locating' });
    const position = await locate(geolocation);
    if (position.status === 'unavailable')
      return fail(m.geolocationUnavailable, 'geolocation unavailable');
    if (position.status === 'failed') return fail(m.geolocationFailed, position.reason);
    const { latitude, longitude } = position;
    onLocated?.({ latitude, longitude });
    const closest = await api.getClosestTenant({ latitude, longitude });
    if (!closest.ok) return fail(m.closestFailed, closest.error.status);
    setState({ status: 'found', tenant: closest.data });
    return undefined;
  };

  return (
    <Finder>
      <Button onClick={() => void find()} disabled={state.status === 'locating'}>
        {m.findNearest}
      </Button>
      <div role="status" aria-live="polite">
        {state.status === 'locating' && m.locating}
        {state.status === 'error' && (
          <ErrorLine>
            {/* The text says it: the mark is decoration (a status dot would read it twice). */}
            <StatusShape tone="danger" /> {state.message}
          </ErrorLine>
        )}
        {state.status === 'found' && m.nearest(state.tenant.name)}
      </div>
      {state.status === 'found' && (
        <Button variant="primary" onClick={() => onChoose(state.tenant)}>
          {m.useNearest(state.tenant.name)}
        </Button>
      )}
    </Finder>
  );
}

const Finder = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const ErrorLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.danger};
`;
