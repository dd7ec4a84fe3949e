import { EmptyState, ErrorState, LinkButton, Page, Spinner, PageHeader } from '@hygiene/ui';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { styled } from 'styled-components';

import { renderRouterLink, RouterLink } from '../../../components/RouterLink';
import { INTERNAL_FLAG } from '../../../constants';
import { apiErrorOf } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useDeviceBySerialNumber } from '../api/getDeviceBySerialNumber';

const text = messages.deviceEntry;

/**
 * The device entry page (`/devices/{serialNumber}`), where a scanned QR code lands: two large
 * links, 'Install {serial}' and 'Go to device page'.
 *
 * The internal flag (`?internal=true`) marks a link from the provider's own tools. The lookup
 * (see `getDeviceBySerialNumber`) is always first made as the current tenant, so anyone of the
 * tenant sees the two links for a device at it. Only with the flag, and only when the device is
 * not here, is it looked up across tenants, as far as the user may; and only when the user may
 * reach the device's tenant does the page switch to it, navigating to the device page under that
 * tenant's address prefix and replacing this history entry (the host sets the tenant from the
 * prefix). Without the flag nothing leaves the current tenant, so a public QR code never moves
 * anyone's tenant.
 */
export function DeviceEntryScreen() {
  const { serialNumber: typed = '' } = useParams();
  // Serials are printed in capitals; a phone's keyboard or scanner often gives them in lower
  // case. The address is put right (in place), so the lookup, the links and the title agree.
  const serialNumber = typed.trim().toUpperCase();
  const [search] = useSearchParams();
  const internal = search.get(INTERNAL_FLAG) === 'true';
  const { tenant } = useConsoleApi();
  const navigate = useNavigate();
  const query = useDeviceBySerialNumber(serialNumber, internal);
  useEffect(() => {
    if (typed !== serialNumber) {
      void navigate(
        { pathname: paths.deviceEntry.to(tenant, serialNumber), search: search.toString() },
        { replace: true },
      );
    }
  }, [typed, serialNumber, tenant, search, navigate]);
  const switchTo =
    query.data?.status === 'switch'
      ? paths.device.to(query.data.tenant, query.data.device.id)
      : null;
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
        {apiErrorOf(query.error)?.status === 'notFound' ? (
          <EmptyState
            title={messages.deviceLookup.notFoundTitle}
            description={messages.deviceLookup.notFound(serialNumber)}
            action={
              <RouterLink to={paths.devices.to(tenant)}>{messages.deviceLookup.toList}</RouterLink>
            }
          />
        ) : (
          <ErrorState
            message={messages.deviceLookup.fetchError}
            onRetry={() => void query.refetch()}
          />
        )}
      </Page>
    );
  }
  const lookup = query.data;
  if (lookup.status === 'switch') {
    return (
      <Page>
        <Spinner label={text.switching(lookup.tenant)} />
      </Page>
    );
  }
  if (lookup.status === 'elsewhere') {
    // Spec §2 'Device not at this tenant': there is no device page to follow, whether the
    // tenant is one the user may not reach or the platform names none (the admin lookup; its
    // pages at this tenant's address answer 'Device not found'), so the way on is the list.
    const { device } = lookup;
    return (
      <Page>
        <EmptyState
          title={messages.deviceDetail.otherTenant}
          description={
            lookup.tenant === null
              ? text.noTenant(device.serialNumber)
              : text.elsewhere(device.serialNumber)
          }
          action={
            <RouterLink to={paths.devices.to(tenant)}>{messages.deviceLookup.toList}</RouterLink>
          }
        />
      </Page>
    );
  }
  const device = lookup.device;
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
