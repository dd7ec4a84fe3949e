import { isActiveInstallationStatus, PAGING, type Installation } from '@hygiene/api-client';
import { Button, FilterBar, Muted, Page, PageHeader, PlainList, SelectField } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';

import { ListCard } from '../../../components/ListCard';
import { Offered } from '../../../components/Offered';
import { RouterLink } from '../../../components/RouterLink';
import { roomLine } from '../../../components/pickers/roomText';
import { PagedList } from '../../../components/PagedList';
import { apiErrorOf } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { DATE_TIME_LOCALE, FILTER_OPTIONS_PAGE_SIZE } from '../../../constants';
import { listTenants } from '../../../generated/operations/listTenants';
import { lazy } from '../../../i18n';
import { formatDateTime } from '../../../lib/formatDate';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useAbortInstallation } from '../api/abortInstallation';
import { useInstallations } from '../api/getInstallations';
import {
  readInstallationListParams,
  SHOWN_STATUSES,
  toInstallationQuery,
  writeInstallationListParams,
  type InstallationListParams,
} from '../installationListParams';
import { installationStatusText, shownStatus } from '../../../lib/installationStatus';
import { formatPlannedDay } from '../installationPlan';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';

// The planning dialog (the room picker, the users) loads when it is opened, not with the list.
const PlanInstallationDialog = lazy(() =>
  import('../components/PlanInstallationDialog').then((m) => ({
    default: m.PlanInstallationDialog,
  })),
);

const text = messages.installationList;

/** What the abort dialog is doing. */
type AbortState =
  | { status: 'closed' }
  | { status: 'confirming'; installationId: string }
  | { status: 'aborted'; serialNumber: string }
  /** Changed elsewhere since the list was read (412): not aborted, the list read again. */
  | { status: 'changedElsewhere'; serialNumber: string }
  | { status: 'error' };

/** What 'Plan installation' is doing: closed, open, or the installation it planned. */
type PlanState =
  { status: 'closed' } | { status: 'open' } | { status: 'planned'; installation: Installation };

/**
 * 'Plan installations' (`/installations`, the service tenant): installations, newest first, 20 a
 * page, filtered by tenant (`tenantIdentifierFilter`) and status (`installationStatusFilter`),
 * each linking to its device; an active one (Ready or InProgress) can be aborted. 'Plan
 * installation' (issue 46) creates a Ready one for a device, tenant and day, with its room and
 * installer if known, which the install wizard then completes.
 */
export function InstallationsScreen() {
  const { api, tenant } = useConsoleApi();
  const [search, setSearch] = useSearchParams();
  const params = readInstallationListParams(search);
  const installations = useInstallations(toInstallationQuery(params));
  // The tenants the list's filter and the plan dialog offer, in one request.
  const tenants = useQuery({
    ...listTenants.options(api, tenant, { page: 1, pageSize: FILTER_OPTIONS_PAGE_SIZE }),
    staleTime: Infinity,
  });
  const abort = useAbortInstallation();
  const [abortState, setAbortState] = useState<AbortState>({ status: 'closed' });
  const [planState, setPlanState] = useState<PlanState>({ status: 'closed' });
  const tenantChoices = (tenants.data?.items ?? []).map((t) => ({
    identifier: t.identifier,
    name: t.name,
  }));

  const navigate = (next: InstallationListParams) =>
    setSearch(writeInstallationListParams(next), { replace: true });

  const confirmAbort = useSubmitOnce(async (installation: Installation) => {
    try {
      await abort.mutateAsync(installation);
      setAbortState({ status: 'aborted', serialNumber: installation.serialnumber });
    } catch (error) {
      const failure = apiErrorOf(error);
      setAbortState(
        failure?.status === 'conflict' && failure.httpStatus === 412
          ? { status: 'changedElsewhere', serialNumber: installation.serialnumber }
          : { status: 'error' },
      );
    }
  });

  return (
    <Page>
      <PageHeader
        title={text.plan}
        actions={
          <Offered operation="createInstallation">
            <Button variant="primary" onClick={() => setPlanState({ status: 'open' })}>
              {text.planOne}
            </Button>
          </Offered>
        }
      />
      {planState.status === 'open' ? (
        <Suspense fallback={null}>
          <PlanInstallationDialog
            tenants={tenantChoices}
            onClose={() => setPlanState({ status: 'closed' })}
            onPlanned={(installation) => setPlanState({ status: 'planned', installation })}
          />
        </Suspense>
      ) : null}
      {planState.status === 'planned' ? (
        <Outcome role="status">
          {text.planned(
            planState.installation.serialnumber,
            planState.installation.tenant.name ?? planState.installation.tenantIdentifier,
            formatPlannedDay(planState.installation.plannedFor ?? '', DATE_TIME_LOCALE),
          )}
        </Outcome>
      ) : null}
      <FilterBar label={text.filter}>
        <SelectField
          label={text.tenant}
          value={params.tenant}
          onChange={(event) =>
            navigate({ ...params, tenant: event.target.value, page: PAGING.firstPage })
          }
          options={[
            { value: '', label: text.anyTenant },
            ...tenantChoices.map((t) => ({ value: t.identifier, label: t.name })),
          ]}
        />
        <SelectField
          label={text.status}
          value={params.status}
          onChange={(event) =>
            navigate({
              ...params,
              status: event.target.value as InstallationListParams['status'],
              page: PAGING.firstPage,
            })
          }
          options={[
            { value: '', label: text.anyStatus },
            ...SHOWN_STATUSES.map((status) => ({
              value: status,
              label: messages.installationStatus[status],
            })),
          ]}
        />
      </FilterBar>
      {abortState.status === 'aborted' ? (
        <Outcome role="status">{text.aborted(abortState.serialNumber)}</Outcome>
      ) : null}
      {abortState.status === 'changedElsewhere' ? (
        <Outcome role="alert" data-tone="danger">
          {text.abortChangedElsewhere(abortState.serialNumber)}
        </Outcome>
      ) : null}
      {abortState.status === 'error' ? (
        <Outcome role="alert" data-tone="danger">
          {text.abortFailed}
        </Outcome>
      ) : null}
      <PagedList
        query={installations}
        label={text.plan}
        errorMessage={text.listError}
        empty={{ title: text.empty }}
        onPage={(page) => navigate({ ...params, page })}
      >
        {(items) => (
          <PlainList aria-label={text.list}>
            {items.map((installation) => (
              <InstallationCard
                key={installation.id}
                tenant={tenant}
                installation={installation}
                confirming={abortState.status === 'confirming' ? abortState.installationId : null}
                busy={abort.isPending}
                onAbort={(chosen) =>
                  setAbortState({ status: 'confirming', installationId: chosen.id })
                }
                onConfirmAbort={confirmAbort}
                onKeep={() => setAbortState({ status: 'closed' })}
              />
            ))}
          </PlainList>
        )}
      </PagedList>
    </Page>
  );
}

interface AbortControls {
  /** The installation whose abort waits for a second tap, if any. */
  confirming: string | null;
  busy: boolean;
  onAbort: (installation: Installation) => void;
  onConfirmAbort: (installation: Installation) => void;
  onKeep: () => void;
}

function InstallationCard({
  tenant,
  installation,
  confirming,
  busy,
  onAbort,
  onConfirmAbort,
  onKeep,
}: AbortControls & { tenant: string; installation: Installation }) {
  const status = shownStatus(installation.installationStatus);
  return (
    <Card>
      <CardTitle>
        <RouterLink to={paths.deviceEntry.to(tenant, installation.serialnumber)}>
          {installation.serialnumber}
        </RouterLink>
      </CardTitle>
      <Facts>
        <dt>{text.tenant}</dt>
        <dd>{installation.tenant.name ?? installation.tenantIdentifier}</dd>
        <dt>{text.status}</dt>
        <dd data-status={status}>{installationStatusText(installation)}</dd>
        {installation.plannedFor ? (
          <>
            <dt>{text.plannedFor}</dt>
            <dd>{formatPlannedDay(installation.plannedFor, DATE_TIME_LOCALE)}</dd>
          </>
        ) : null}
        {installation.room ? (
          <>
            <dt>{text.plannedRoom}</dt>
            <dd>{roomLine(installation.room)}</dd>
          </>
        ) : null}
        {installation.installerName ? (
          <>
            <dt>{text.installer}</dt>
            <dd>{installation.installerName}</dd>
          </>
        ) : null}
        <dt>{text.created}</dt>
        <dd>
          <Muted>{formatDateTime(installation.created)}</Muted>
        </dd>
      </Facts>
      {isActiveInstallationStatus(installation.installationStatus) &&
      confirming !== installation.id ? (
        <Button
          variant="danger"
          aria-label={text.abortLabel(installation.serialnumber)}
          onClick={() => onAbort(installation)}
        >
          {text.abort}
        </Button>
      ) : null}
      {confirming === installation.id ? (
        // A second tap confirms: aborting cannot be undone.
        <Confirm role="group" aria-label={text.confirmAbort(installation.serialnumber)}>
          <span>{text.confirmAbort(installation.serialnumber)}</span>
          <Button variant="danger" disabled={busy} onClick={() => onConfirmAbort(installation)}>
            {text.abort}
          </Button>
          <Button disabled={busy} onClick={onKeep}>
            {text.keep}
          </Button>
        </Confirm>
      ) : null}
    </Card>
  );
}

/** The list's card, its details beside the Abort button. */
const Card = styled(ListCard)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};

  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    justify-items: start;
  }
`;

const CardTitle = styled.h2`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.body};
  /* A serial may be 64 characters without a break (issue 54): it wraps rather than widen the card. */
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Confirm = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Outcome = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.success};

  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;
