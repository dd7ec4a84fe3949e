import { Banner, Page, PageHeader, ResponsiveGrid, Skeleton } from '@hygiene/ui';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';

import { lazy } from '../../../i18n';
import { Offered } from '../../../components/Offered';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { consoleConfigAtom } from '../../../state/atoms';
import { useMaintenanceStatus } from '../api/getMaintenanceStatus';
import { MaintenanceNow } from '../components/MaintenanceNow';
import { StartMaintenanceForm } from '../components/StartMaintenanceForm';
import { serviceDeadline } from '../maintenanceTime';

const text = messages.maintenance;

/**
 * /maintenance (spec §2; in the service tenant's menu): start maintenance on a customer tenant,
 * see and end the one running, follow the devices under maintenance and the maintenance
 * sessions. Maintenance is tied to the service tenant (spec §6): anywhere else the page says so
 * and offers nothing to press.
 */
// The devices under maintenance and the sessions history (search, tenant filter, date headers,
// pages) sit below the controls that act now; they load right after the screen, keeping the
// first screen small.
const DevicesUnderMaintenance = lazy(async () => ({
  default: (await import('../components/DevicesUnderMaintenance')).DevicesUnderMaintenance,
}));
const MaintenanceSessions = lazy(async () => ({
  default: (await import('../components/MaintenanceSessions')).MaintenanceSessions,
}));

export function MaintenanceScreen() {
  const { tenant } = useConsoleApi();
  const { serviceTenantIdentifier } = useAtomValue(consoleConfigAtom);
  const header = <PageHeader title={text.title} description={text.description} />;

  if (tenant !== serviceTenantIdentifier) {
    return (
      <Page>
        {header}
        <Banner tone="info">{text.refused}</Banner>
      </Page>
    );
  }
  return (
    <Page>
      {header}
      <ServiceMaintenance serviceTenant={serviceTenantIdentifier} />
    </Page>
  );
}

function ServiceMaintenance({ serviceTenant }: { serviceTenant: string }) {
  const status = useMaintenanceStatus();
  const deadline = serviceDeadline(status.data?.serviceTimeEnd);
  // The devices list follows the tenant in maintenance while its window has not closed.
  const open = deadline !== null && status.dataUpdatedAt < deadline.leaveAt;
  const maintenanceTenant = open ? (status.data?.tenantIdentifier ?? null) : null;
  return (
    <>
      <ResponsiveGrid>
        <MaintenanceNow />
        {/* Starting maintenance is offered only to the roles that may (roles table). */}
        <Offered operation="startMaintenance">
          <StartMaintenanceForm serviceTenant={serviceTenant} />
        </Offered>
      </ResponsiveGrid>
      <Suspense fallback={<Skeleton lines={5} label={text.sessionsSection} />}>
        <DevicesUnderMaintenance maintenanceTenant={maintenanceTenant} />
        <MaintenanceSessions />
      </Suspense>
    </>
  );
}
