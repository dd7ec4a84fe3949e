import { NAME_MAX_LENGTH } from '@hygiene/api-client';
import { Button, Inline, SelectField, TextField, type FloorPlanRect } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

import { useConsoleApi } from '../../../../data/useConsoleApi';
import { listFloorRooms } from '../../../../generated/operations/listFloorRooms';
import { floorPlan as p } from '../../../../messages/floorPlan';

/** The platform's rooms a floor has, at most this many offered (a floor has tens). */
const ROOMS_OFFERED = 100;
/** The choice of a room named by hand rather than one of the platform's. */
const BY_NAME = '';

/** A room drawn on the plan, named: one of the floor's rooms (`roomId`), or by hand. */
export interface PlanRoom extends FloorPlanRect {
  label: string;
  roomId?: string;
}

/**
 * Naming a rectangle drawn on the plan: which of the floor's rooms it is (so the plan's room is
 * linked to the platform's, `roomId`), those not yet on the plan first, or a name typed by hand.
 * 'Add to plan' hands the room on; 'Cancel' drops the rectangle.
 */
export function NewPlanRoom({
  rect,
  floorId,
  onPlan,
  onAdd,
  onCancel,
}: {
  rect: FloorPlanRect;
  /** The floor whose rooms are offered; none for a room's own plan (named by hand). */
  floorId: string | undefined;
  /** The ids of the platform's rooms the plan has already. */
  onPlan: ReadonlySet<string>;
  onAdd: (room: PlanRoom) => void;
  onCancel: () => void;
}) {
  const { api, tenant } = useConsoleApi();
  const rooms = useQuery({
    ...listFloorRooms.options(api, tenant, floorId ?? '', { pageSize: ROOMS_OFFERED }),
    enabled: floorId !== undefined,
  });
  const offered = [...(rooms.data?.items ?? [])].sort(
    (a, b) => Number(onPlan.has(a.id)) - Number(onPlan.has(b.id)),
  );
  const [roomId, setRoomId] = useState<string | undefined>(undefined);
  const [name, setName] = useState('');
  const headingId = useId();
  // Drawn with the pointer, named with the keys: the first field takes the focus.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, []);
  // The first room not yet on the plan, until the person chooses.
  const chosen = roomId ?? offered.find((room) => !onPlan.has(room.id))?.id ?? BY_NAME;
  const platformRoom = offered.find((room) => room.id === chosen);
  const label = platformRoom ? platformRoom.name : name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!label) return;
    onAdd({ ...rect, label, ...(platformRoom ? { roomId: platformRoom.id } : {}) });
  };

  return (
    <Form ref={form} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <Title id={headingId}>{p.newRoom.title}</Title>
      {floorId !== undefined && (
        <SelectField
          label={p.newRoom.which}
          value={chosen}
          onChange={(event) => setRoomId(event.target.value)}
          {...(rooms.isError ? { error: p.newRoom.roomsFailed } : {})}
          options={[
            ...offered.map((room) => ({
              value: room.id,
              label: onPlan.has(room.id) ? p.newRoom.alreadyOnPlan(room.name) : room.name,
            })),
            { value: BY_NAME, label: p.newRoom.byName },
          ]}
        />
      )}
      {chosen === BY_NAME && (
        <TextField
          label={p.newRoom.name}
          value={name}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      )}
      <Inline>
        <Button type="submit" variant="primary" disabled={!label}>
          {p.newRoom.add}
        </Button>
        <Button onClick={onCancel}>{p.newRoom.cancel}</Button>
      </Inline>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.focusRing};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.body};
`;
