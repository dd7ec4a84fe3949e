import { ErrorState, Muted, PlainList, Section, SectionTitle, Skeleton } from '@hygiene/ui';
import { styled } from 'styled-components';

import { formatDateTime } from '../../../lib/formatDate';
import { shownStatus } from '../../../lib/installationStatus';
import * as messages from '../../../messages';
import { useDeviceInstallations } from '../api/getDeviceInstallations';
import { useDeviceSessions } from '../api/getDeviceSessions';

const text = messages.deviceDetail;

/**
 * The device's installations, newest first: status, tenant, room, date, and the pictures taken
 * of the mounted dispenser (issue 46: they were saved and never seen).
 */
export function DeviceInstallations({ deviceId }: { deviceId: string }) {
  const installations = useDeviceInstallations(deviceId);
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
                messages.installationStatus[shownStatus(installation.installationStatus)],
                installation.tenant.name ?? installation.tenantIdentifier,
                installation.room?.name,
                formatDateTime(installation.created),
              ]
                .filter(Boolean)
                .join(' · ')}
              <InstallationPictures images={installation.images ?? []} />
            </li>
          ))}
        </PlainList>
      ) : null}
    </Section>
  );
}

/** The device's sessions in the current tenant: started, and stopped or still running. */
export function DeviceSessions({ deviceId }: { deviceId: string }) {
  const sessions = useDeviceSessions(deviceId);
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

/**
 * Where a picture may come from: the platform's own addresses (http, https) or an image it
 * inlines (`data:image/...`). Anything else in the data (a `javascript:` address) is not shown.
 */
const isPictureUrl = (url: string) => /^(https?:|data:image\/)/i.test(url.trim());

function InstallationPictures({ images }: { images: readonly { url: string }[] }) {
  const shown = images.filter((image) => isPictureUrl(image.url));
  if (shown.length === 0) return null;
  return (
    <Pictures aria-label={text.installationPictures(shown.length)}>
      {shown.map((image, index) => (
        <li key={`${index}-${image.url.slice(0, 64)}`}>
          <Picture
            src={image.url}
            alt={text.installationPicture(index + 1, shown.length)}
            width={PICTURE_SIZE_PX}
            height={PICTURE_SIZE_PX}
          />
        </li>
      ))}
    </Pictures>
  );
}

/** A thumbnail: big enough to tell the dispenser and the wall apart on a phone. */
const PICTURE_SIZE_PX = 96;

const Pictures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
`;

const Picture = styled.img`
  display: block;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;
