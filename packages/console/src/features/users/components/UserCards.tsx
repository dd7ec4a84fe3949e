import type { User } from '@hygiene/api-client';
import { KeyValueList, PlainList } from '@hygiene/ui';
import { styled } from 'styled-components';

import { ListCard } from '../../../components/ListCard';
import { RouterLink } from '../../../components/RouterLink';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { displayName } from '../userRules';
import { groupLabel } from '../../../messages/users';

const text = messages.users;

export interface UserCardsProps {
  tenant: string;
  users: readonly User[];
}

/**
 * The user list: one card per user with name, email, groups and allowed sections, so who may see
 * what shows at a glance. A row where there is room, stacked on a phone (no sideways scroll).
 */
export function UserCards({ tenant, users }: UserCardsProps) {
  return (
    <PlainList aria-label={text.listLabel}>
      {users.map((user) => (
        <ListCard key={user.id}>
          <Name>
            <RouterLink to={paths.user.to(tenant, user.id)}>{displayName(user)}</RouterLink>
          </Name>
          <KeyValueList
            items={[
              { label: text.email, value: user.email },
              { label: text.groups, value: names(user.groups.map(shownGroup)) },
              { label: text.sections, value: names(user.allowedSections) },
            ]}
          />
        </ListCard>
      ))}
    </PlainList>
  );
}

function names(items: readonly { name: string }[]): string {
  return items.length === 0 ? text.noneAssigned : items.map((i) => i.name).join(', ');
}

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
  overflow-wrap: anywhere;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const shownGroup = (group: { name: string }) => ({ name: groupLabel(group.name) });
