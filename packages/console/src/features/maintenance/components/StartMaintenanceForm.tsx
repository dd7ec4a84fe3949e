import { Banner, Button, ErrorState, Inline, SectionCard, SelectField } from '@hygiene/ui';
import { useState, type FormEvent } from 'react';

import { RouterLink } from '../../../components/RouterLink';
import { MAINTENANCE_DEFAULT_DURATION_MIN, MAINTENANCE_DURATIONS_MIN } from '../../../constants';
import { formatDateTime } from '../../../lib/formatDate';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import * as messages from '../../../messages';
import { durationOption } from '../../../messages/maintenance';
import { paths } from '../../../routing/paths';
import { useStartMaintenance } from '../api/startMaintenance';
import { useTenantOptions } from '../api/getTenantOptions';
import { endAfter } from '../maintenanceTime';
import { isRefused } from '../refusal';
import { useRunningMaintenance } from '../useRunningMaintenance';

const text = messages.maintenance;

/** Spec §4: maintenance save states (loading, success, error), plus the form's resting state. */
export type MaintenanceSaveState =
  | { status: 'default' }
  | { status: 'loading' }
  | { status: 'success'; tenantIdentifier: string }
  | { status: 'error'; refused: boolean };

/**
 * Starts maintenance on a customer tenant (`POST /sessions`, 204) until now plus the chosen
 * duration. Saving is ignored while a save is running. The service tenant has one maintenance
 * window: while one runs, starting another would end it without a word, so the form says which
 * runs and waits until it is ended. The success stays said only while that maintenance runs.
 */
export function StartMaintenanceForm({ serviceTenant }: { serviceTenant: string }) {
  const tenants = useTenantOptions();
  const start = useStartMaintenance();
  const running = useRunningMaintenance();
  const [tenant, setTenant] = useState('');
  const [minutes, setMinutes] = useState<number>(MAINTENANCE_DEFAULT_DURATION_MIN);
  const save = saveStateOf(start);
  const locked = running !== null;

  const options = (tenants.data?.items ?? [])
    .filter((t) => t.identifier !== serviceTenant)
    .map((t) => ({ value: t.identifier, label: `${t.name} (${t.identifier})` }));

  // Spec §4: saving is ignored while loading (the one submit rule, `useSubmitOnce`).
  const startOnce = useSubmitOnce(() =>
    start.mutateAsync({
      tenantIdentifier: tenant,
      serviceTimeEnd: endAfter(Date.now(), minutes),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tenant || locked) return;
    void startOnce();
  };

  return (
    <SectionCard title={text.startSection}>
      {tenants.isError ? <ErrorState message={text.tenantsError} /> : null}
      {running ? (
        <p role="status">{text.oneAtATime(running.tenant, formatDateTime(running.endsAt))}</p>
      ) : null}
      <form onSubmit={submit} aria-label={text.startSection}>
        <Inline>
          <SelectField
            label={text.tenantField}
            value={tenant}
            onChange={(event) => setTenant(event.target.value)}
            options={[{ value: '', label: text.chooseTenant }, ...options]}
            disabled={!tenants.isSuccess || locked}
          />
          <SelectField
            label={text.durationField}
            value={String(minutes)}
            onChange={(event) => setMinutes(Number(event.target.value))}
            disabled={locked}
            options={MAINTENANCE_DURATIONS_MIN.map((m) => ({
              value: String(m),
              label: durationOption(m),
            }))}
          />
          <Button
            type="submit"
            variant="primary"
            disabled={!tenant || save.status === 'loading' || locked}
            aria-busy={save.status === 'loading'}
          >
            {save.status === 'loading' ? text.starting : text.startButton}
          </Button>
        </Inline>
      </form>
      <SaveOutcome save={save} running={running?.tenant ?? null} />
    </SectionCard>
  );
}

/** The save's state, read off the mutation itself (not a copy kept beside it). */
function saveStateOf(start: ReturnType<typeof useStartMaintenance>): MaintenanceSaveState {
  switch (start.status) {
    case 'idle':
      return { status: 'default' };
    case 'pending':
      return { status: 'loading' };
    case 'success':
      return { status: 'success', tenantIdentifier: start.variables.tenantIdentifier };
    case 'error':
      return { status: 'error', refused: isRefused(start.error) };
    default:
      return start satisfies never;
  }
}

function SaveOutcome({ save, running }: { save: MaintenanceSaveState; running: string | null }) {
  switch (save.status) {
    case 'default':
    case 'loading':
      return null;
    case 'success':
      // Once that maintenance has ended, 'started' would no longer be true.
      if (running !== save.tenantIdentifier) return null;
      return (
        <Banner tone="success">
          {text.started(save.tenantIdentifier)}{' '}
          <RouterLink to={paths.dashboard.to(save.tenantIdentifier)}>
            {text.openTenant(save.tenantIdentifier)}
          </RouterLink>
        </Banner>
      );
    case 'error':
      return <Banner tone="error">{save.refused ? text.forbidden : text.startError}</Banner>;
    default:
      return save satisfies never;
  }
}
