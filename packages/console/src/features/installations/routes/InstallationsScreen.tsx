import { isActiveInstallationStatus, PAGING, type Installation } from '@hygiene/api-client';
import { Button, FilterBar, Muted, Page, PageHeader, PlainList, SelectField } from '@hygiene/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';

import { ListCard } from '../../../components/ListCard';
import { RouterLink } from '../../../components/RouterLink';
import { PagedList } from '../../../components/PagedList';
import { apiErrorOf } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { formatDateTime } from '../../../lib/formatDate';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useAbortInstallation } from '../api/abortInstallation';
import { useInstallations } from '../api/getInstallations';
import { useTenantOptions } from '../api/getTenantOptions';
import {
  readInstallationListParams,
  SHOWN_STATUSES,
  toInstallationQuery,
  writeInstallationListParams,
  type InstallationListParams,
} from '../installationListParams';
import { shownStatus } from '../../../lib/installationStatus';

const text = messages.installations;

/** What the abort dialog is doing. */
type AbortState =
  | { status: 'closed' }
  | { status: 'confirming'; installationId: string }
  | { status: 'aborted'; serialNumber: string }
  /** Changed elsewhere since the list was read (412): not aborted, the list read again. */
  | { status: 'changedElsewhere'; serialNumber: string }
  | { status: 'error' };

/**
 * 'Plan installations' (`/installations`, the service tenant): installations, newest first, 20 a
 * page, filtered by tenant (`tenantIdentifierFilter`) and status (`installationStatusFilter`),
 * each linking to its device; an active one (Ready or InProgress) can be aborted.
 */
export function InstallationsScreen() {
  const { tenant } = useConsoleApi();
  const [search, setSearch] = useSearchParams();
  const params = readInstallationListParams(search);
  const installations = useInstallations(toInstallationQuery(params));
  const tenants = useTenantOptions();
  const abort = useAbortInstallation();
  const [abortState, setAbortState] = useState<AbortState>({ status: 'closed' });

  const navigate = (next: InstallationListParams) =>
    setSearch(writeInstallationListParams(next), { replace: true });

  const confirmAbort = (installation: Installation) =>
    abort.mutate(installation, {
      onSuccess: () =>
        setAbortState({ status: 'aborted', serialNumber: installation.serialnumber }),
      onError: (error) => {
        const failure = apiErrorOf(error);
        setAbortState(
          failure?.status === 'conflict' && failure.httpStatus === 412
            ? { status: 'changedElsewhere', serialNumber: installation.serialnumber }
            : { status: 'error' },
        );
      },
    });

  return (
    <Page>
      <PageHeader title={text.plan} />
      <FilterBar label={messages.deviceList.filter.legend}>
        <SelectField
          label={messages.deviceList.filter.tenant}
          value={params.tenant}
          onChange={(event) =>
            navigate({ ...params, tenant: event.target.value, page: PAGING.firstPage })
          }
          options={[
            { value: '', label: text.anyTenant },
            ...(tenants.data?.items ?? []).map((t) => ({ value: t.identifier, label: t.name })),
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
        <dt>{messages.deviceList.filter.tenant}</dt>
        <dd>{installation.tenant.name ?? installation.tenantIdentifier}</dd>
        <dt>{text.status}</dt>
        <dd data-status={status}>{messages.installationStatus[status]}</dd>
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
