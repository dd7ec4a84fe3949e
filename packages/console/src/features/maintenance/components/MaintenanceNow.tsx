import { Button, ErrorState, Muted, SectionCard, Skeleton } from '@hygiene/ui';
import { Suspense, useState } from 'react';

import { lazy } from '../../../i18n';
import { Offered } from '../../../components/Offered';
import { formatDateTime } from '../../../lib/formatDate';
import * as messages from '../../../messages';
import { useMaintenanceStatus } from '../api/getMaintenanceStatus';
import { isRefused } from '../refusal';
import { useRunningMaintenance } from '../useRunningMaintenance';

const text = messages.maintenance;

// Loaded on the first 'End maintenance', as from the app bar: one chunk, kept off first screens.
const EndMaintenanceDialog = lazy(async () => ({
  default: (await import('./EndMaintenanceDialog')).EndMaintenanceDialog,
}));

/** Which tenant is in maintenance and until when (rounded up), with 'End maintenance'. */
export function MaintenanceNow() {
  const status = useMaintenanceStatus();
  const [confirming, setConfirming] = useState(false);
  // Whether maintenance still runs, by a clock read every few seconds while it can (an idle
  // card does no work).
  const running = useRunningMaintenance();

  return (
    <SectionCard title={text.nowSection}>
      {status.isPending ? <Skeleton lines={1} label={text.nowSection} /> : null}
      {status.isError ? (
        <ErrorState message={isRefused(status.error) ? text.forbidden : text.statusError} />
      ) : null}
      {status.isSuccess && !running ? <Muted>{text.notRunning}</Muted> : null}
      {running ? (
        <>
          <p>{text.running(running.tenant, formatDateTime(running.endsAt))}</p>
          {/* Ending is starting with an end now (POST /sessions): offered only to the roles
              that may start maintenance (roles table). */}
          <Offered operation="startMaintenance">
            <div>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {text.endButton}
              </Button>
            </div>
          </Offered>
          {confirming ? (
            <Suspense fallback={null}>
              <EndMaintenanceDialog
                tenantIdentifier={running.tenant}
                open
                onClose={() => setConfirming(false)}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </SectionCard>
  );
}
