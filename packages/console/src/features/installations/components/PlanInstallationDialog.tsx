import { SERIAL_NUMBER_MAX_LENGTH, type Installation, type Room } from '@hygiene/api-client';
import { Button, Dialog, ErrorState, SelectField, TextField, type FetchPage } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { styled } from 'styled-components';

import { RoomPicker } from '../../../components/pickers/RoomPicker';
import { roomDetails } from '../../../components/pickers/roomText';
import type { ListedRoom } from '../../../components/pickers/roomPremises';
import { FILTER_OPTIONS_PAGE_SIZE } from '../../../constants';
import { apiErrorOf } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useTenantApi } from '../../../data/useTenantApi';
import { useWrite } from '../../../data/writeOperation';
import { createInstallation } from '../../../generated/operations/createInstallation';
import { listUsers } from '../../../generated/operations/listUsers';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { planInstallation as text } from '../../../messages/planInstallation';
import { usePremiseNameLookup } from '../api/getInstallationPremise';
import { getInstallationRooms } from '../api/getInstallationRooms';
import { installationKeys } from '../api/queryKeys';
import {
  EMPTY_PLAN,
  isPastDay,
  localDay,
  planBody,
  planGaps,
  serialOf,
  type PlanValues,
} from '../installationPlan';

export interface PlanInstallationDialogProps {
  /** The tenants an installation may be planned at (the list's tenant filter's). */
  tenants: readonly { identifier: string; name: string }[];
  onClose: () => void;
  /** The platform's answer: the new Ready installation. */
  onPlanned: (installation: Installation) => void;
}

/**
 * 'Plan installation' (issue 46): a device by its serial, the tenant and day it is to be
 * installed, and, if known, its room and installer. `POST /device-installations` creates it
 * Ready; the list refreshes (the write's roots) and the wizard later starts from what was planned.
 * The dialog stays open with what was typed when the platform refuses.
 */
export function PlanInstallationDialog({
  tenants,
  onClose,
  onPlanned,
}: PlanInstallationDialogProps) {
  const formId = useId();
  const missingId = useId();
  const [values, setValues] = useState<PlanValues>(EMPTY_PLAN);
  const today = localDay();
  const gaps = planGaps(values, today);
  const create = useWrite(createInstallation);
  const submit = useSubmitOnce(() =>
    create.mutateAsync({ body: planBody(values) }, { onSuccess: onPlanned }),
  );
  const set = (change: Partial<PlanValues>) => {
    if (create.isError) create.reset();
    setValues((current) => ({ ...current, ...change }));
  };
  const failure = create.isError ? apiErrorOf(create.error) : null;

  return (
    <Dialog
      open
      title={text.title}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            disabled={gaps.length > 0 || create.isPending}
            aria-busy={create.isPending || undefined}
            aria-describedby={gaps.length > 0 ? missingId : undefined}
          >
            {text.submit}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        aria-busy={create.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          if (gaps.length === 0) void submit();
        }}
      >
        <Intro>{text.intro}</Intro>
        <TextField
          label={text.serialNumber}
          hint={text.serialHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={SERIAL_NUMBER_MAX_LENGTH}
          value={values.serialNumber}
          onChange={(event) => set({ serialNumber: event.target.value })}
          {...(failure?.status === 'notFound'
            ? { error: text.notFound(serialOf(values.serialNumber)) }
            : {})}
        />
        <SelectField
          label={text.tenant}
          value={values.tenantIdentifier}
          onChange={(event) => {
            // Rooms belong to their tenant: a room of the one chosen before is not kept.
            set({ tenantIdentifier: event.target.value, room: null });
          }}
          options={[
            { value: '', label: text.chooseTenant },
            ...tenants.map((t) => ({ value: t.identifier, label: t.name })),
          ]}
        />
        <TextField
          label={text.day}
          type="date"
          min={today}
          value={values.plannedFor}
          onChange={(event) => set({ plannedFor: event.target.value })}
          {...(isPastDay(values.plannedFor, today) ? { error: text.pastDay } : {})}
        />
        <InstallerField value={values.installer} onChange={(installer) => set({ installer })} />
        <PlannedRoom
          tenant={values.tenantIdentifier}
          room={values.room}
          onChoose={(room) => set({ room })}
        />
        <Missing id={missingId} aria-live="polite">
          {gaps.length > 0 ? `${text.missing} ${gaps.map((gap) => text.gaps[gap]).join(', ')}` : ''}
        </Missing>
      </Form>
      {create.isPending ? <p role="status">{text.planning}</p> : null}
      {failure && failure.status !== 'notFound' ? (
        <ErrorState
          message={
            failure.status === 'conflict'
              ? text.conflict(serialOf(values.serialNumber))
              : text.failed
          }
        />
      ) : null}
    </Dialog>
  );
}

/** The installer: a user of the tenant planning (the provider's installers), or none yet. */
function InstallerField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { api, tenant } = useConsoleApi();
  const users = useQuery(
    // People only: a screen user cannot install anything (issue 46).
    listUsers.options(api, tenant, {
      screenUsers: false,
      page: 1,
      pageSize: FILTER_OPTIONS_PAGE_SIZE,
    }),
  );
  return (
    <SelectField
      label={text.installer}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...(users.isError ? { hint: text.installersFailed } : {})}
      options={[
        { value: '', label: text.anyInstaller },
        ...(users.data?.items ?? []).map((user) => ({
          value: user.id,
          label: `${user.firstName} ${user.lastName}`.trim() || user.email,
        })),
      ]}
    />
  );
}

/** The room, if known: the chosen tenant's rooms in the shared picker, asked as that tenant. */
function PlannedRoom({
  tenant,
  room,
  onChoose,
}: {
  tenant: string;
  room: ListedRoom | null;
  onChoose: (room: ListedRoom | null) => void;
}) {
  const api = useTenantApi(tenant);
  if (!api) {
    return (
      <RoomGroup role="group" aria-label={text.room}>
        <RoomLegend aria-hidden="true">{text.room}</RoomLegend>
        <Hint>{text.roomAfterTenant}</Hint>
      </RoomGroup>
    );
  }
  return <TenantRooms key={tenant} api={api} tenant={tenant} room={room} onChoose={onChoose} />;
}

function TenantRooms({
  api,
  tenant,
  room,
  onChoose,
}: {
  api: NonNullable<ReturnType<typeof useTenantApi>>;
  tenant: string;
  room: ListedRoom | null;
  onChoose: (room: ListedRoom | null) => void;
}) {
  const premiseName = usePremiseNameLookup(api, tenant);
  const fetchPage = useCallback<FetchPage<Room>>(
    (term, page, signal) => getInstallationRooms(api, term, page, signal),
    [api],
  );
  return (
    <RoomGroup role="group" aria-label={text.room}>
      <RoomLegend aria-hidden="true">{text.room}</RoomLegend>
      <Hint>{text.roomHint}</Hint>
      {room ? (
        <Chosen>
          <span role="status">
            {text.chosenRoom([room.name, ...roomDetails(room)].join(' · '))}
          </span>
          <Button onClick={() => onChoose(null)}>{text.clearRoom}</Button>
        </Chosen>
      ) : null}
      <RoomPicker
        fetchPage={fetchPage}
        queryKey={installationKeys.rooms(tenant)}
        premiseName={premiseName}
        // A plan may leave the room open: nothing is chosen for the planner by a single match.
        autoSelect={false}
        onSelect={onChoose}
        selected={room}
      />
    </RoomGroup>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Intro = styled.p`
  margin: 0;
`;

const RoomGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const RoomLegend = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;

const Missing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};

  &:empty {
    display: none;
  }
`;
