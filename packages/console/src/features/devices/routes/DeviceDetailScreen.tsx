import type { Device } from '@hygiene/api-client';
import {
  EmptyState,
  ErrorState,
  Inline,
  KeyValueList,
  Page,
  PageHeader,
  ResponsiveGrid,
  Skeleton,
  Spinner,
} from '@hygiene/ui';
import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { styled } from 'styled-components';

import { lazy } from '../../../i18n';
import { Offered } from '../../../components/Offered';
import { RouterLink } from '../../../components/RouterLink';
import { apiErrorOf } from '../../../data/apiQuery';
import { readCameFrom } from '../../../lib/cameFrom';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useDeviceDetails } from '../api/getDeviceDetails';
import { DeviceLocation } from '../components/DeviceLocation';
import { DeviceQrCode } from '../components/DeviceQrCode';
import { fluidLabel, onlineLabel } from '../deviceText';

const text = messages.deviceDetail;

// What lies below the device's facts and settings (comments, history, live and past events)
// loads as a chunk of its own right after the page: a scanned device link shows the device
// first, and the first screen stays within the host's size budget.
// What needs doing leads the page, for roles that read the worklist: it arrives with the roles
// table's decision, so its code (and the worklist's words) loads then, not with the page.
const DeviceAttention = lazy(async () => ({
  default: (await import('../components/DeviceAttention')).DeviceAttention,
}));
// The device's settings (fluid, power, batteries, with the battery change's confirmation) come
// right after the facts they change: their controls are not needed to read the page.
const DeviceSettings = lazy(async () => ({
  default: (await import('../components/DeviceSettings')).DeviceSettings,
}));
const DeviceComments = lazy(async () => ({
  default: (await import('../components/DeviceComments')).DeviceComments,
}));
const DeviceInstallations = lazy(async () => ({
  default: (await import('../components/DeviceHistory')).DeviceInstallations,
}));
const DeviceSessions = lazy(async () => ({
  default: (await import('../components/DeviceHistory')).DeviceSessions,
}));
const DeviceCaseHistory = lazy(async () => ({
  default: (await import('../components/DeviceCaseHistory')).DeviceCaseHistory,
}));
const DeviceLiveEvents = lazy(async () => ({
  default: (await import('../components/DeviceLiveEvents')).DeviceLiveEvents,
}));
const DeviceEventHistory = lazy(async () => ({
  default: (await import('../components/DeviceEventHistory')).DeviceEventHistory,
}));

/**
 * What the device page shows (spec §4 fetch states, plus notFound on 404 and a device whose
 * location is at another tenant).
 */
export type DeviceView =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'otherTenant'; tenant: string; device: Device }
  | { status: 'device'; device: Device };

/** Decides the device page's view from the query and the current tenant. */
export function deviceView(
  query: ReturnType<typeof useDeviceDetails>,
  currentTenant: string,
): DeviceView {
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    return apiErrorOf(query.error)?.status === 'notFound'
      ? { status: 'notFound' }
      : { status: 'error' };
  }
  const device = query.data;
  const owner = device.location?.tenant?.identifier;
  if (owner && owner !== currentTenant) return { status: 'otherTenant', tenant: owner, device };
  return { status: 'device', device };
}

/** The device page (`/device/{deviceId}`). */
export function DeviceDetailScreen() {
  const { deviceId = '' } = useParams();
  const { tenant } = useConsoleApi();
  const query = useDeviceDetails(deviceId);
  const view = deviceView(query, tenant);

  switch (view.status) {
    case 'loading':
      return (
        <Page>
          <Spinner label={text.title(deviceId)} />
        </Page>
      );
    case 'notFound':
      return (
        <Page>
          <EmptyState
            title={messages.deviceLookup.notFoundTitle}
            description={messages.deviceLookup.notFound(deviceId)}
            action={
              <RouterLink to={paths.devices.to(tenant)}>{messages.deviceLookup.toList}</RouterLink>
            }
          />
        </Page>
      );
    case 'error':
      return (
        <Page>
          <ErrorState
            message={messages.deviceLookup.fetchError}
            onRetry={() => void query.refetch()}
          />
        </Page>
      );
    case 'otherTenant':
      return (
        <Page>
          <EmptyState
            title={text.otherTenant}
            action={
              <RouterLink to={paths.device.to(view.tenant, view.device.id)}>
                {text.toDevice}
              </RouterLink>
            }
          />
        </Page>
      );
    case 'device':
      return <DevicePage tenant={tenant} device={view.device} />;
    default:
      return view satisfies never;
  }
}

function DevicePage({ tenant, device }: { tenant: string; device: Device }) {
  // Back to the worklist (its filters and page) when that is where the person came from.
  const cameFrom = readCameFrom(useLocation().state);
  return (
    <Page>
      <Inline>
        {cameFrom ? (
          <RouterLink to={cameFrom.to}>{text.backToAttention}</RouterLink>
        ) : (
          <RouterLink to={paths.dashboard.to(tenant)}>{messages.dashboardLink.label}</RouterLink>
        )}
      </Inline>
      <PageHeader title={text.title(device.serialNumber)} />
      <Offered operation="listAttention">
        <Suspense fallback={null}>
          <DeviceAttention deviceId={device.id} />
        </Suspense>
      </Offered>
      <Summary>
        <DeviceQrCode deviceId={device.id} serialNumber={device.serialNumber} />
        <Facts>
          <KeyValueList
            items={[
              { label: messages.deviceList.columns.fluid, value: fluidLabel(device) },
              {
                label: messages.deviceList.columns.location,
                value: <DeviceLocation device={device} />,
              },
              { label: messages.deviceList.columns.status, value: onlineLabel(device) },
            ]}
          />
        </Facts>
      </Summary>
      <Suspense fallback={<Skeleton lines={6} label={text.settingsLoading} />}>
        <ResponsiveGrid minItemWidth={280}>
          <DeviceSettings device={device} />
        </ResponsiveGrid>
      </Suspense>
      <Suspense fallback={<Skeleton lines={6} label={text.loadingMore} />}>
        <DeviceComments deviceId={device.id} />
        <Offered operation="listCases">
          <DeviceCaseHistory deviceId={device.id} />
        </Offered>
        <ResponsiveGrid minItemWidth={280}>
          <DeviceInstallations deviceId={device.id} />
          <DeviceSessions deviceId={device.id} />
        </ResponsiveGrid>
        <DeviceLiveEvents deviceId={device.id} />
        <DeviceEventHistory deviceId={device.id} />
      </Suspense>
    </Page>
  );
}

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  align-items: flex-start;
`;

const Facts = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
`;
