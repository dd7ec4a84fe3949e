import { Button, StatusDot, StatusShape } from '@hygiene/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { styled } from 'styled-components';

import { lazy } from '../../../i18n';
import { Offered } from '../../../components/Offered';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceTenant } from '../../../lib/deviceNames';
import { useNow } from '../../../lib/useNow';
import * as messages from '../../../messages';
import { useTenantMaintenance } from '../api/getTenantMaintenance';
import { sessionDeviceQueryOptions, useSessionDevice } from '../api/getSessionDevice';
import { deviceIdOnPage, maintenanceExitTarget } from '../exitTarget';
import {
  formatTimeLeft,
  maintenanceMode,
  serviceDeadline,
  shouldLeave,
  type MaintenanceMode,
} from '../maintenanceTime';

const text = messages.maintenance;

// The dialog (and Floating UI behind it) loads on the first 'End maintenance', not with the shell.
const EndMaintenanceDialog = lazy(async () => ({
  default: (await import('./EndMaintenanceDialog')).EndMaintenanceDialog,
}));

const TICK_MS = 1_000;

/**
 * The app bar's maintenance-mode indicator (spec §2, §4): on exactly for the tenant where
 * maintenance was started, with the time left, for every user of that tenant (the status is
 * asked as the tenant itself, GET /tenants/{tenant}/maintenance); 'End maintenance' asks, then
 * ends it. When the service time end (rounded up to a full minute) and 5 s more have passed, a
 * device page follows its device to its actual tenant (see `maintenanceExitTarget`), once; every
 * other page stays. It follows the platform's answer (focus, poll, other tabs' announcements),
 * so ending in one tab turns every tab's off. A status the platform refused or failed to give is shown as unknown, never as off.
 */
export function MaintenanceIndicator({ tenantIdentifier }: { tenantIdentifier: string }) {
  const status = useTenantMaintenance();
  const deadline =
    status.status === 'on'
      ? serviceDeadline(status.until)
      : status.status === 'ended'
        ? serviceDeadline(status.at)
        : null;
  // Ticks while a window of this tenant may still be open; a past one costs nothing.
  const now = useNow(deadline ? TICK_MS : null, deadline?.leaveAt);
  const mode = maintenanceMode(status, now);
  useLeaveWhenOver(mode, tenantIdentifier);
  const [confirming, setConfirming] = useState(false);
  const { pathname } = useLocation();
  // Only a device page is ever left, and only when its device is at another tenant: the notice
  // says 'Leaving' then, and no more than 'Maintenance is over' anywhere else.
  const deviceId = deviceIdOnPage(pathname);
  const pageDevice = useSessionDevice(
    mode.status === 'ending' ? (deviceId ?? undefined) : undefined,
  );
  const actualTenant = pageDevice.data ? deviceTenant(pageDevice.data) : undefined;
  const leaves =
    actualTenant !== undefined &&
    maintenanceExitTarget({ pathname, tenantIdentifier, deviceTenantIdentifier: actualTenant }) !==
      null;

  switch (mode.status) {
    case 'off':
    case 'over':
      return null;
    case 'unknown':
      // Before the first answer nothing is shown: it comes with one request, and a placeholder
      // would flash in the app bar of every tenant, nearly all of them not in maintenance.
      if (mode.reason === 'pending') return null;
      return (
        <Indicator role="status">
          <StatusDot
            tone="neutral"
            label={text.unknown}
            detail={mode.reason === 'refused' ? text.unknownRefused : text.unknownFailed}
          />
          <Muted>{text.unknown}</Muted>
        </Indicator>
      );
    case 'ending':
      // Over already: the indicator is off; what remains is the notice that the console leaves.
      return (
        <Indicator role="status">
          <StatusShape tone="neutral" />
          <span>{leaves ? text.leaving(formatTimeLeft(mode.msLeft)) : text.over}</span>
        </Indicator>
      );
    case 'on':
      return (
        <Indicator>
          <StatusShape tone="warning" />
          <span>
            <strong>{text.indicator}</strong>{' '}
            <Muted>{text.timeLeft(formatTimeLeft(mode.msLeft))}</Muted>
          </span>
          {/* Ending is starting with an end now: offered to the roles that may start it. */}
          <Offered operation="startMaintenance">
            <Button onClick={() => setConfirming(true)}>{text.endButton}</Button>
          </Offered>
          {confirming ? (
            <Suspense fallback={null}>
              <EndMaintenanceDialog
                tenantIdentifier={tenantIdentifier}
                open
                onClose={() => setConfirming(false)}
              />
            </Suspense>
          ) : null}
        </Indicator>
      );
    default:
      return mode satisfies never;
  }
}

/** Leaves the tenant once when maintenance this tab saw running is over (spec §4). */
function useLeaveWhenOver(mode: MaintenanceMode, tenantIdentifier: string) {
  const sawRunning = useRef(false);
  const left = useRef(new Set<number>());
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { api } = useConsoleApi();
  const queryClient = useQueryClient();
  const leaveAt = mode.status === 'off' || mode.status === 'unknown' ? null : mode.deadline.leaveAt;

  useEffect(() => {
    if (mode.status === 'on' || mode.status === 'ending') sawRunning.current = true;
    if (!shouldLeave(mode, sawRunning.current, left.current) || leaveAt === null) return;
    left.current.add(leaveAt);
    sawRunning.current = false;
    const deviceId = deviceIdOnPage(pathname);
    void (async () => {
      const device = deviceId
        ? await queryClient
            // Where the device is now: the notice asked for it once maintenance was over (the
            // 'ending' grace), so that answer is taken; a tab that missed the grace asks now.
            .fetchQuery(sessionDeviceQueryOptions(api, tenantIdentifier, deviceId))
            .catch(() => null)
        : null;
      const target = maintenanceExitTarget({
        pathname,
        tenantIdentifier,
        deviceTenantIdentifier: device ? deviceTenant(device) : null,
      });
      if (target) void navigate(target);
    })();
    // `mode` is a fresh object every render; its kind and deadline are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode.status, leaveAt]);
}

const Indicator = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;
