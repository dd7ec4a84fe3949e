import { Button, ErrorState, Muted, PlainList, SectionTitle, Skeleton } from '@hygiene/ui';
import { styled } from 'styled-components';

import { formatDateTime } from '../../../lib/formatDate';
import * as messages from '../../../messages';
import { useUserSessions } from '../api/getUserSessions';

const text = messages.maintenance;

/** One user's maintenance sessions (`GET /users/{id}/sessions`), newest first. */
export function UserSessions({ userId, onClose }: { userId: string; onClose: () => void }) {
  const sessions = useUserSessions(userId);
  return (
    <Panel aria-labelledby="user-sessions-title">
      <SectionTitle id="user-sessions-title">{text.userSessionsSection}</SectionTitle>
      {sessions.isPending ? <Skeleton lines={2} label={text.userSessionsSection} /> : null}
      {sessions.isError ? <ErrorState message={text.userSessionsError} /> : null}
      {sessions.data?.items.length === 0 ? <Muted>{text.noSessions}</Muted> : null}
      {sessions.data && sessions.data.items.length > 0 ? (
        <PlainList aria-label={text.userSessionsSection}>
          {sessions.data.items.map((session) => (
            <li key={session.id}>
              {text.sessionLine(session.tenantIdentifier ?? '')} · {formatDateTime(session.created)}
            </li>
          ))}
        </PlainList>
      ) : null}
      <div>
        <Button onClick={onClose}>{text.closeUserSessions}</Button>
      </div>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
`;
