import { Button, ErrorState, Muted, PlainList, Spinner } from '@hygiene/ui';
import { useId, useState } from 'react';
import { styled } from 'styled-components';

import { locationDialogs as locationMessages } from '../../../messages/locationDialogs';
import { useRoomTypes } from '../api/listRoomTypes';
import { LocationEditActions } from './LocationEditActions';

const m = locationMessages;

/**
 * The tenant's room types (made in 'Add Room'), folded until opened so the sections list does not
 * wait for them: each with 'Rename' and 'Remove' for the roles that set locations up (issue 54).
 */
export function RoomTypesCard() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Card>
      <Button aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {open ? m.roomTypes.hide : m.roomTypes.show}
      </Button>
      <div id={listId}>{open && <RoomTypeList />}</div>
    </Card>
  );
}

function RoomTypeList() {
  const roomTypes = useRoomTypes();
  if (roomTypes.isPending) return <Spinner label={m.roomTypes.title} />;
  if (roomTypes.isError) {
    return <ErrorState message={m.roomTypesFailed} onRetry={() => void roomTypes.refetch()} />;
  }
  return (
    <PlainList aria-label={m.roomTypes.title}>
      {roomTypes.data.map((type) => (
        <Row key={type.id}>
          <span>
            <strong>{type.name}</strong>
            {type.useForCompliance ? <Muted> · {m.roomTypes.compliance}</Muted> : null}
          </span>
          <Actions>
            <LocationEditActions level="roomType" record={type} named />
          </Actions>
        </Row>
      ))}
    </PlainList>
  );
}

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
