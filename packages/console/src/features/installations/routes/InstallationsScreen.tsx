import { isActiveInstallationStatus, PAGING, type Installation } from '@hygiene/api-client';
import {
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FilterBar,
  Muted,
  Page,
  PageHeader,
  Pagination,
  PlainList,
  SelectField,
  Skeleton,
} from '@hygiene/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';

import { RouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { formatDateTime } from '../../../lib/formatDate';
import { messages } from '../../../messages';
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
import { shownStatus } from '../installationStatus';

const text = messages.installations.plan;

/** What the abort dialog is doing. */
type AbortState =
  | { status: 'closed' }
  | { status: 'confirming'; installation: Installation }
  | { status: 'aborted'; serialNumber: string }
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
    abort.mutate(installation.id, {
      onSuccess: () =>
        setAbortState({ status: 'aborted', serialNumber: installation.serialnumber }),
      onError: () => setAbortState({ status: 'error' }),
    });

  return (
    <Page>
      <PageHeader title={text.title} />
      <FilterBar label={text.filter}>
        <SelectField
          label={text.tenant}
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
            ...SHOWN_STATUSES.map((status) => ({ value: status, label: text.statuses[status] })),
          ]}
        />
      </FilterBar>
      {abortState.status === 'aborted' ? (
        <Banner tone="success">{text.aborted(abortState.serialNumber)}</Banner>
      ) : null}
      {abortState.status === 'error' ? <Banner tone="error">{text.abortFailed}</Banner> : null}
      <ListBody
        tenant={tenant}
        installations={installations}
        onAbort={(installation) => setAbortState({ status: 'confirming', installation })}
        onPage={(page) => navigate({ ...params, page })}
      />
      <ConfirmDialog
        open={abortState.status === 'confirming'}
        title={text.abortTitle}
        confirmLabel={text.abort}
        cancelLabel={text.cancel}
        busy={abort.isPending}
        onCancel={() => setAbortState({ status: 'closed' })}
        onConfirm={() => {
          if (abortState.status === 'confirming') confirmAbort(abortState.installation);
        }}
      >
        {abortState.status === 'confirming'
          ? text.abortBody(abortState.installation.serialnumber)
          : null}
      </ConfirmDialog>
    </Page>
  );
}

function ListBody({
  tenant,
  installations,
  onAbort,
  onPage,
}: {
  tenant: string;
  installations: ReturnType<typeof useInstallations>;
  onAbort: (installation: Installation) => void;
  onPage: (page: number) => void;
}) {
  switch (installations.status) {
    case 'pending':
      return <Skeleton lines={6} label={text.title} />;
    case 'error':
      return <ErrorState message={text.fetchError} onRetry={() => void installations.refetch()} />;
    case 'success': {
      const page = installations.data;
      if (page.items.length === 0) return <EmptyState title={text.empty} />;
      return (
        <>
          <PlainList aria-label={text.table}>
            {page.items.map((installation) => (
              <InstallationCard
                key={installation.id}
                tenant={tenant}
                installation={installation}
                onAbort={onAbort}
              />
            ))}
          </PlainList>
          <Pagination
            currentPage={page.currentPage}
            totalPages={page.totalPages}
            nextPage={page.nextPage}
            onPageChange={onPage}
            disabled={installations.isPlaceholderData}
          />
        </>
      );
    }
    default:
      return installations satisfies never;
  }
}

function InstallationCard({
  tenant,
  installation,
  onAbort,
}: {
  tenant: string;
  installation: Installation;
  onAbort: (installation: Installation) => void;
}) {
  const status = shownStatus(installation.installationStatus);
  const c = text.columns;
  return (
    <Card>
      <CardTitle>
        <RouterLink to={paths.deviceEntry.to(tenant, installation.serialnumber)}>
          {installation.serialnumber}
        </RouterLink>
      </CardTitle>
      <Facts>
        <dt>{c.tenant}</dt>
        <dd>{installation.tenant.name ?? installation.tenantIdentifier}</dd>
        <dt>{c.status}</dt>
        <dd data-status={status}>{text.statuses[status]}</dd>
        <dt>{c.created}</dt>
        <dd>
          <Muted>{formatDateTime(installation.created)}</Muted>
        </dd>
      </Facts>
      {isActiveInstallationStatus(installation.installationStatus) ? (
        <Button
          variant="danger"
          aria-label={text.abortLabel(installation.serialnumber)}
          onClick={() => onAbort(installation)}
        >
          {text.abort}
        </Button>
      ) : null}
    </Card>
  );
}

const Card = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};

  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    justify-items: start;
  }
`;

const CardTitle = styled.h2`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.body};
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
