import {
  EmptyState,
  ErrorState,
  FilterBar,
  Page,
  PageHeader,
  Pagination,
  SEARCH_DEBOUNCE_MS,
  SelectField,
  Skeleton,
  TextField,
} from '@hygiene/ui';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useGroups } from '../api/getGroups';
import { useUsers } from '../api/getUsers';
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
  const { tenant } = useConsoleApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readUserListParams(searchParams), [searchParams]);
  const users = useUsers(useMemo(() => toUserQuery(params), [params]));
  const groups = useGroups();

  const navigate = (next: UserListParams, replace = false) =>
    setSearchParams(writeUserListParams(next), { replace });

  const [term, setTerm] = useState(params.term);
  const settledTerm = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  // Back and Forward change the address under the box: show the term the list is showing.
  const [addressTerm, setAddressTerm] = useState(params.term);
  if (addressTerm !== params.term) {
    setAddressTerm(params.term);
    if (params.term !== settledTerm) setTerm(params.term);
  }
  useEffect(() => {
    if (settledTerm === params.term) return;
    // Typing replaces the entry: Back should not step through every keystroke.
    navigate(withUserFilter(params, { term: settledTerm }), true);
    // Only a settled term writes the address; the params it is merged into are read fresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledTerm]);

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
            <ActionLink to={paths.userInvite.to(tenant)}>{text.inviteLink}</ActionLink>
            <ActionLink to={paths.userScreen.to(tenant)}>{text.screenLink}</ActionLink>
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
      <UserListBody
        tenant={tenant}
        users={users}
        onPage={(page) => navigate({ ...params, page })}
      />
    </Page>
  );
}

function UserListBody({
  tenant,
  users,
  onPage,
}: {
  tenant: string;
  users: ReturnType<typeof useUsers>;
  onPage: (page: number) => void;
}) {
  switch (users.status) {
    case 'pending':
      return <Skeleton lines={6} label={text.title} />;
    case 'error':
      return <ErrorState message={text.fetchError} onRetry={() => void users.refetch()} />;
    case 'success': {
      const page = users.data;
      if (page.items.length === 0)
        return <EmptyState title={text.empty} description={text.emptyHint} />;
      return (
        <div aria-busy={users.isPlaceholderData}>
          <UserCards tenant={tenant} users={page.items} />
          <Pagination
            currentPage={page.currentPage}
            totalPages={page.totalPages}
            nextPage={page.nextPage}
            onPageChange={onPage}
            disabled={users.isPlaceholderData}
          />
        </div>
      );
    }
    default:
      return users satisfies never;
  }
}
