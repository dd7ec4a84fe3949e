import type { Room } from '@hygiene/api-client';
import { Button, Inline, Muted, SelectField, Spinner, type FetchPage } from '@hygiene/ui';
import { useAtomValue } from 'jotai';
import { Suspense, useCallback } from 'react';
import { styled } from 'styled-components';

import { lazy } from '../../../i18n';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { consoleConfigAtom } from '../../../state/atoms';
import { getRoomsOfFloor, useFilterOptions } from '../api/getFilterOptions';
import { deviceKeys } from '../api/queryKeys';
import { withFilter, withIds, type DeviceListParams, type IdListFilter } from '../deviceListParams';

const text = messages.deviceList.filter;

/**
 * The shared room picker shows only once a floor is chosen: it loads then, so the device list's
 * first screen does not carry it (bench:host-size).
 */
const RoomPicker = lazy(async () => ({
  default: (await import('../../../components/pickers/RoomPicker')).RoomPicker,
}));
const ANY = '';

type Mode = 'include' | 'exclude';

/** Read while drawing, not when the module loads: the labels follow the language. */
const modeOptions = () => [
  { value: 'include', label: text.include },
  { value: 'exclude', label: text.exclude },
];

export interface DeviceFiltersProps {
  params: DeviceListParams;
  onChange: (next: DeviceListParams) => void;
}

/**
 * The device filter of spec §3: power (on, off), a section, a floor (only it, or all but it)
 * with its rooms (6 a page) to include or exclude, a room type and, for the service tenant, a
 * tenant. Every choice goes straight to the address through `onChange`.
 */
export function DeviceFilters({ params, onChange }: DeviceFiltersProps) {
  const { api, tenant } = useConsoleApi();
  const { serviceTenantIdentifier } = useAtomValue(consoleConfigAtom);
  const isServiceTenant = serviceTenantIdentifier !== '' && tenant === serviceTenantIdentifier;
  const options = useFilterOptions(isServiceTenant);
  const { ids } = params;

  const floorMode: Mode = ids['location.excluded-floor-id'].length > 0 ? 'exclude' : 'include';
  const floorId = ids['location.floor-id'][0] ?? ids['location.excluded-floor-id'][0] ?? ANY;
  const roomMode: Mode = ids['location.excluded-room-id'].length > 0 ? 'exclude' : 'include';
  const rooms = roomMode === 'include' ? ids['location.room-id'] : ids['location.excluded-room-id'];

  const setSingle = (name: IdListFilter, value: string) =>
    onChange(withIds(params, name, value === ANY ? [] : [value]));

  const setFloor = (value: string, mode: Mode) => {
    const next = withIds(
      withIds(params, 'location.floor-id', mode === 'include' && value ? [value] : []),
      'location.excluded-floor-id',
      mode === 'exclude' && value ? [value] : [],
    );
    // Rooms belong to a floor: a new floor starts with no rooms chosen.
    onChange(value === floorId ? next : clearRooms(next));
  };

  const setRooms = (chosen: readonly string[], mode: Mode) =>
    onChange(
      withIds(
        withIds(params, 'location.room-id', mode === 'include' ? chosen : []),
        'location.excluded-room-id',
        mode === 'exclude' ? chosen : [],
      ),
    );

  const fetchRooms = useCallback<FetchPage<Room>>(
    (term, page, signal) => getRoomsOfFloor(api, floorId, term, page, signal),
    [api, floorId],
  );

  const data = options.data;
  return (
    <Fieldset>
      <legend>{text.legend}</legend>
      <Inline>
        <SelectField
          label={text.status}
          value={params.isOn === null ? ANY : String(params.isOn)}
          onChange={(event) => {
            const value = event.target.value;
            onChange(withFilter(params, { isOn: value === ANY ? null : value === 'true' }));
          }}
          options={[
            { value: ANY, label: text.statusAny },
            { value: 'true', label: text.statusOn },
            { value: 'false', label: text.statusOff },
          ]}
        />
        <SelectField
          label={text.section}
          value={ids['location.section-id'][0] ?? ANY}
          onChange={(event) => setSingle('location.section-id', event.target.value)}
          options={[
            { value: ANY, label: text.any },
            ...(data?.sections ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
        <SelectField
          label={text.floor}
          value={floorId}
          onChange={(event) => setFloor(event.target.value, floorMode)}
          options={[
            { value: ANY, label: text.any },
            ...(data?.floors ?? []).map((f) => ({ value: f.id, label: f.label })),
          ]}
        />
        <SelectField
          label={text.floorMode}
          value={floorMode}
          disabled={floorId === ANY}
          onChange={(event) => setFloor(floorId, event.target.value as Mode)}
          options={modeOptions()}
        />
        <SelectField
          label={text.roomType}
          value={ids['location.room-type-id'][0] ?? ANY}
          onChange={(event) => setSingle('location.room-type-id', event.target.value)}
          options={[
            { value: ANY, label: text.any },
            ...(data?.roomTypes ?? []).map((t) => ({ value: t.id, label: t.name })),
          ]}
        />
        {isServiceTenant ? (
          <SelectField
            label={text.tenant}
            value={params.tenantIdentifier ?? ANY}
            onChange={(event) =>
              onChange(withFilter(params, { tenantIdentifier: event.target.value || null }))
            }
            options={[
              { value: ANY, label: text.any },
              ...(data?.tenants ?? []).map((t) => ({ value: t.identifier, label: t.name })),
            ]}
          />
        ) : null}
        <Button onClick={() => onChange(clearAll(params))}>{text.reset}</Button>
      </Inline>
      {floorId !== ANY ? (
        <RoomsBox aria-label={text.roomsOfFloor}>
          <Inline>
            <SelectField
              label={text.roomMode}
              value={roomMode}
              onChange={(event) => setRooms(rooms, event.target.value as Mode)}
              options={modeOptions()}
            />
            <Muted>{text.selectedRooms(rooms.length)}</Muted>
            {rooms.length > 0 ? (
              <Button onClick={() => setRooms([], roomMode)}>{text.clearRooms}</Button>
            ) : null}
          </Inline>
          <Suspense fallback={<Spinner label={text.roomsOfFloor} />}>
            <RoomPicker
              key={floorId}
              fetchPage={fetchRooms}
              queryKey={deviceKeys.filterRooms(tenant, floorId)}
              checkedIds={rooms}
              // A multiple choice: choosing toggles a room, so a lone result must not tick itself.
              autoSelect={false}
              onSelect={(room) =>
                setRooms(
                  rooms.includes(room.id)
                    ? rooms.filter((id) => id !== room.id)
                    : [...rooms, room.id],
                  roomMode,
                )
              }
            />
          </Suspense>
        </RoomsBox>
      ) : null}
    </Fieldset>
  );
}

function clearRooms(params: DeviceListParams): DeviceListParams {
  return withIds(withIds(params, 'location.room-id', []), 'location.excluded-room-id', []);
}

function clearAll(params: DeviceListParams): DeviceListParams {
  return withFilter(params, {
    isOn: null,
    tenantIdentifier: null,
    ids: {
      'location.room-id': [],
      'location.excluded-room-id': [],
      'location.section-id': [],
      'location.floor-id': [],
      'location.excluded-floor-id': [],
      'location.room-type-id': [],
    },
  });
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const RoomsBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;
