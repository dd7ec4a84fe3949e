import { PAGE_SIZES, PAGING } from '@hygiene/api-client';
import { ErrorState, Muted, PlainList, Section, SectionTitle, Skeleton } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { listDeviceInstallations } from '../../../generated/operations/listDeviceInstallations';
import { listDeviceSessionsOfDevice } from '../../../generated/operations/listDeviceSessionsOfDevice';
import { formatDateTime } from '../../../lib/formatDate';
import { installationStatusText } from '../../../lib/installationStatus';
import * as messages from '../../../messages';
import { InstallationPictures } from './InstallationPictures';

const text = messages.deviceDetail;

/**
 * The device's installations, newest first: status, tenant, room, date, and the pictures taken
 * of the mounted dispenser (issue 46: they were saved and never seen).
 */
export function DeviceInstallations({ deviceId }: { deviceId: string }) {
  const { api, tenant } = useConsoleApi();
  // The newest installations (spec §7: 7 outside the list).
  const installations = useQuery(
    listDeviceInstallations.options(api, tenant, deviceId, {
      page: PAGING.firstPage,
      pageSize: PAGE_SIZES.installations,
    }),
  );
  return (
    <Section aria-labelledby="device-installations">
      <SectionTitle id="device-installations">{text.installationsSection}</SectionTitle>
      {installations.isPending ? <Skeleton lines={2} label={text.installationsSection} /> : null}
      {installations.isError ? <ErrorState message={text.installationsError} /> : null}
      {installations.data?.items.length === 0 ? <Muted>{text.noInstallations}</Muted> : null}
      {installations.data && installations.data.items.length > 0 ? (
        <PlainList aria-label={text.installationsSection}>
          {installations.data.items.map((installation) => (
            <li key={installation.id}>
              {[
                installationStatusText(installation),
                installation.tenant.name ?? installation.tenantIdentifier,
                installation.room?.name,
                formatDateTime(installation.created),
              ]
                .filter(Boolean)
                .join(' · ')}
              <InstallationPictures
                installationId={installation.id}
                images={installation.images ?? []}
              />
            </li>
          ))}
        </PlainList>
      ) : null}
    </Section>
  );
}

/** The device's sessions in the current tenant: started, and stopped or still running. */
export function DeviceSessions({ deviceId }: { deviceId: string }) {
  const { api, tenant } = useConsoleApi();
  // The device's sessions in the current tenant (spec §7), 10 a page (§9).
  const sessions = useQuery(
    listDeviceSessionsOfDevice.options(api, tenant, deviceId, {
      tenantIdentifiers: [tenant],
      page: PAGING.firstPage,
      pageSize: PAGE_SIZES.sessions,
    }),
  );
  return (
    <Section aria-labelledby="device-sessions">
      <SectionTitle id="device-sessions">{text.sessionsSection}</SectionTitle>
      {sessions.isPending ? <Skeleton lines={2} label={text.sessionsSection} /> : null}
      {sessions.isError ? <ErrorState message={text.sessionsError} /> : null}
      {sessions.data?.items.length === 0 ? <Muted>{text.noSessions}</Muted> : null}
      {sessions.data && sessions.data.items.length > 0 ? (
        <PlainList aria-label={text.sessionsSection}>
          {sessions.data.items.map((session) => (
            <li key={session.id}>
              {formatDateTime(session.created)} ·{' '}
              {session.stopped
                ? text.sessionStopped(formatDateTime(session.stopped))
                : text.sessionRunning}
            </li>
          ))}
        </PlainList>
      ) : null}
    </Section>
  );
}
