import { FilterBar, Page, PageHeader, SelectField, TextField } from '@hygiene/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { Offered } from '../../../components/Offered';
import { PagedList } from '../../../components/PagedList';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useSearchTermInAddress } from '../../../lib/useSearchTermInAddress';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { listUsers } from '../../../generated/operations/listUsers';
import { useGroups } from '../api/accessOptions';
import { ActionLink } from '../components/ActionLink';
import { UserCards } from '../components/UserCards';
import {
  readUserListParams,
  toUserQuery,
  withUserFilter,
  writeUserListParams,
  type UserListParams,
} from '../userListParams';

const text = messages.users;

/**
 * The user list (`/users`): searched by term (200 ms debounce; an empty search reloads the list),
 * filtered by group, paged. The search, group and page live in the address, so Back from a user
 * returns to the same list.
 */
export function UserListScreen() {
  const { api, tenant } = useConsoleApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readUserListParams(searchParams), [searchParams]);
  const query = useMemo(() => toUserQuery(params), [params]);
  const users = useQuery({
    ...listUsers.options(api, tenant, query),
    placeholderData: keepPreviousData,
    // An empty search reloads the list (spec §5): going back to a query asks again.
    staleTime: 0,
  });
  const groups = useGroups();

  const navigate = (next: UserListParams, replace = false) =>
    setSearchParams(writeUserListParams(next), { replace });

  const [term, setTerm] = useSearchTermInAddress(params.term, (settled) =>
    navigate(withUserFilter(params, { term: settled }), true),
  );

  const groupOptions = [
    { value: '', label: text.allGroups },
    ...(groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
  ];

  return (
    <Page>
      <PageHeader
        title={text.title}
        actions={
          <>
            {/* Offered only to the roles that may (roles table). */}
            <Offered operation="inviteUser">
              <ActionLink to={paths.userInvite.to(tenant)}>{text.inviteLink}</ActionLink>
            </Offered>
            <Offered operation="createScreenUser">
              <ActionLink to={paths.userScreen.to(tenant)}>{text.screenLink}</ActionLink>
            </Offered>
          </>
        }
      />
      <FilterBar label={text.filterLabel}>
        <TextField
          label={text.search}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <SelectField
          label={text.group}
          value={params.group ?? ''}
          options={groupOptions}
          {...(groups.isError ? { error: text.groupsError } : {})}
          onChange={(event) =>
            navigate(withUserFilter(params, { group: event.target.value || null }))
          }
        />
      </FilterBar>
      <PagedList
        query={users}
        label={text.title}
        errorMessage={text.fetchError}
        empty={{ title: text.empty, hint: text.emptyHint }}
        onPage={(page, options) => navigate({ ...params, page }, options?.replace)}
      >
        {(items) => <UserCards tenant={tenant} users={items} />}
      </PagedList>
    </Page>
  );
}
