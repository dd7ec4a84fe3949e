import type { Device } from '@hygiene/api-client';
import { EmptyState, ErrorState, LinkButton, Page, Spinner, PageHeader } from '@hygiene/ui';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';

import { renderRouterLink, RouterLink } from '../../../components/RouterLink';
import { INTERNAL_FLAG } from '../../../constants';
import { apiErrorOf } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useDeviceBySerialNumber } from '../api/getDeviceBySerialNumber';
import { deviceTenant } from '../deviceText';

const text = messages.deviceEntry;

/** What the entry page does with the device it found. */
export type EntryDecision =
  { kind: 'choose'; device: Device } | { kind: 'switchTenant'; tenant: string; device: Device };

/**
 * Spec §2: when the device's tenant differs from the current one and the page was opened with
 * the internal flag, switch to that tenant; otherwise offer the two links.
 */
export function entryDecision(
  device: Device,
  currentTenant: string,
  internal: boolean,
): EntryDecision {
  const owner = deviceTenant(device);
  if (internal && owner && owner !== currentTenant) {
    return { kind: 'switchTenant', tenant: owner, device };
  }
  return { kind: 'choose', device };
}

/**
 * The device entry page (`/devices/{serialNumber}`), where a scanned QR code lands: two large
 * links, 'Install {serial}' and 'Go to device page'.
 *
 * The internal flag: `?internal=true` marks a link from the provider's own tools. Only then
 * is the device looked up across tenants, and if it belongs to another tenant the page
 * switches to it by navigating to the device page under that tenant's address prefix,
 * replacing this history entry (the host sets the tenant from the prefix). Without the flag the
 * lookup stays inside the current tenant, so a public QR code never moves anyone's tenant.
 */
export function DeviceEntryScreen() {
  const { serialNumber = '' } = useParams();
  const [search] = useSearchParams();
  const internal = search.get(INTERNAL_FLAG) === 'true';
  const { tenant } = useConsoleApi();
  const navigate = useNavigate();
  const query = useDeviceBySerialNumber(serialNumber, internal);
  const decision = query.data ? entryDecision(query.data, tenant, internal) : null;

  const switchTo =
    decision?.kind === 'switchTenant' ? paths.device.to(decision.tenant, decision.device.id) : null;
  useEffect(() => {
    if (switchTo) void navigate(switchTo, { replace: true });
  }, [switchTo, navigate]);

  if (query.isPending) {
    return (
      <Page>
        <Spinner label={serialNumber} />
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page>
        {apiErrorOf(query.error)?.kind === 'notFound' ? (
          <EmptyState
            title={messages.deviceDetail.notFoundTitle}
            description={messages.deviceDetail.notFound(serialNumber)}
            action={
              <RouterLink to={paths.devices.to(tenant)}>{messages.deviceDetail.toList}</RouterLink>
            }
          />
        ) : (
          <ErrorState message={text.fetchError} onRetry={() => void query.refetch()} />
        )}
      </Page>
    );
  }
  if (decision?.kind === 'switchTenant') {
    return (
      <Page>
        <Spinner label={text.switching(decision.tenant)} />
      </Page>
    );
  }
  const device = query.data;
  return (
    <Page>
      {/* Names the page for screen readers and the tab list; the spec's two links follow. */}
      <PageHeader title={messages.deviceDetail.title(device.serialNumber)} />
      <Choices>
        <LinkButton
          href={paths.deviceInstall.to(tenant, device.serialNumber)}
          renderLink={renderRouterLink}
        >
          {text.install(device.serialNumber)}
        </LinkButton>
        <LinkButton href={paths.device.to(tenant, device.id)} renderLink={renderRouterLink}>
          {text.goToDevice}
        </LinkButton>
      </Choices>
    </Page>
  );
}

const Choices = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 480px;
`;
