import type { DeviceSession } from '@hygiene/api-client';
import {
  Banner,
  Button,
  ErrorState,
  Inline,
  Muted,
  PlainList,
  SectionCard,
  SelectField,
  Skeleton,
  TextField,
} from '@hygiene/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

import { Offered } from '../../../components/Offered';
import { RouterLink } from '../../../components/RouterLink';
import { apiErrorOf } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { formatDateTime } from '../../../lib/formatDate';
import { useWrite } from '../../../data/writeOperation';
import { stopDeviceSession } from '../../../generated/operations/stopDeviceSession';
import { updateDeviceSession } from '../../../generated/operations/updateDeviceSession';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useDevicesUnderMaintenance } from '../api/getDevicesUnderMaintenance';
import { useSessionDevice } from '../api/getSessionDevice';
import { useTenantOptions } from '../api/getTenantOptions';
import { useStartDeviceSession } from '../api/startDeviceSession';
import { isRefused } from '../refusal';

const text = messages.maintenance;

/**
 * The devices under maintenance (`GET /device-sessions`, currentlyUnderMaintenance true) of the
 * tenant in maintenance (every tenant when none is): start a device session by serial number,
 * move a running one to another tenant, stop it.
 */
export function DevicesUnderMaintenance({
  maintenanceTenant,
}: {
  /** The tenant in maintenance, if any: new sessions go there and the list shows its devices. */
  maintenanceTenant: string | null;
}) {
  const sessions = useDevicesUnderMaintenance(maintenanceTenant ? [maintenanceTenant] : []);
  return (
    <SectionCard title={text.devicesSection}>
      {/* Device sessions are started, moved and stopped by the roles that may (roles table). */}
      <Offered operation="startDeviceSessions">
        <StartDeviceSession maintenanceTenant={maintenanceTenant} />
      </Offered>
      {sessions.isPending ? <Skeleton lines={3} label={text.devicesSection} /> : null}
      {sessions.isError ? <ErrorState message={text.devicesError} /> : null}
      {sessions.data?.items.length === 0 ? <Muted>{text.noDevices}</Muted> : null}
      {sessions.data && sessions.data.items.length > 0 ? (
        <PlainList aria-label={text.devicesList}>
          {sessions.data.items.map((session) => (
            <DeviceSessionRow key={session.id} session={session} />
          ))}
        </PlainList>
      ) : null}
    </SectionCard>
  );
}

type StartState =
  | { status: 'default' }
  | { status: 'loading' }
  | { status: 'success'; serialNumber: string }
  | { status: 'error'; message: string };

function StartDeviceSession({ maintenanceTenant }: { maintenanceTenant: string | null }) {
  const start = useStartDeviceSession();
  const [serial, setSerial] = useState('');
  // What the form shows is the mutation's own state.
  const state: StartState =
    start.status === 'pending'
      ? { status: 'loading' }
      : start.status === 'success'
        ? { status: 'success', serialNumber: start.variables.serialNumber }
        : start.status === 'error'
          ? {
              status: 'error',
              message: isRefused(start.error)
                ? text.forbidden
                : apiErrorOf(start.error)?.status === 'notFound'
                  ? text.deviceNotFound(start.variables.serialNumber)
                  : text.startDeviceError,
            }
          : { status: 'default' };
  const startOnce = useSubmitOnce(async (serialNumber: string) => {
    await start.mutateAsync({
      serialNumber,
      ...(maintenanceTenant ? { tenantIdentifier: maintenanceTenant } : {}),
    });
    setSerial('');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const serialNumber = serial.trim();
    if (!serialNumber) return;
    void startOnce(serialNumber);
  };

  return (
    <>
      <form onSubmit={submit} aria-label={text.startDeviceButton}>
        <Inline>
          <TextField
            label={text.serialField}
            value={serial}
            onChange={(event) => setSerial(event.target.value)}
            autoComplete="off"
          />
          <Button
            type="submit"
            disabled={!serial.trim() || state.status === 'loading'}
            aria-busy={state.status === 'loading'}
          >
            {text.startDeviceButton}
          </Button>
        </Inline>
      </form>
      {state.status === 'success' ? (
        <Banner tone="success">{text.deviceStarted(state.serialNumber)}</Banner>
      ) : null}
      {state.status === 'error' ? <Banner tone="error">{state.message}</Banner> : null}
    </>
  );
}

function DeviceSessionRow({ session }: { session: DeviceSession }) {
  const { tenant } = useConsoleApi();
  const device = useSessionDevice(session.deviceId);
  const tenants = useTenantOptions();
  const update = useWrite(updateDeviceSession);
  const stop = useWrite(stopDeviceSession);
  const move = useSubmitOnce((tenantIdentifier: string) =>
    update.mutateAsync({ id: session.id, body: { tenantIdentifier } }),
  );
  const stopSession = useSubmitOnce(() => stop.mutateAsync({ id: session.id }));
  const [moveTo, setMoveTo] = useState(session.tenantIdentifier ?? '');
  const name = device.data?.serialNumber ?? session.deviceId ?? session.id;
  const busy = update.isPending || stop.isPending;
  const tenantOptions = (tenants.data?.items ?? []).map((t) => ({
    value: t.identifier,
    label: t.identifier,
  }));
  if (moveTo && !tenantOptions.some((o) => o.value === moveTo)) {
    tenantOptions.unshift({ value: moveTo, label: moveTo });
  }

  return (
    <Row>
      <div>
        {session.deviceId ? (
          <RouterLink to={paths.device.to(tenant, session.deviceId)}>{name}</RouterLink>
        ) : (
          name
        )}{' '}
        <Muted>
          {[session.tenantIdentifier, text.deviceSince(formatDateTime(session.created))]
            .filter(Boolean)
            .join(' · ')}
        </Muted>
      </div>
      <Inline>
        <Offered operation="updateDeviceSession">
          <SelectField
            label={text.sessionTenantField}
            value={moveTo}
            onChange={(event) => setMoveTo(event.target.value)}
            options={tenantOptions}
            disabled={busy}
          />
          <Button
            disabled={busy || !moveTo || moveTo === session.tenantIdentifier}
            onClick={() => void move(moveTo)}
          >
            {text.updateButton}
          </Button>
        </Offered>
        <Offered operation="stopDeviceSession">
          <Button variant="danger" disabled={busy} onClick={() => void stopSession()}>
            {text.stopButton}
          </Button>
        </Offered>
      </Inline>
      {update.isError ? (
        <Banner tone="error">{isRefused(update.error) ? text.forbidden : text.updateError}</Banner>
      ) : null}
      {stop.isError ? (
        <Banner tone="error">{isRefused(stop.error) ? text.forbidden : text.stopError}</Banner>
      ) : null}
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  /* A serial may be 64 characters with no place to break (issue 54): wrap it anywhere. */
  overflow-wrap: anywhere;
`;
