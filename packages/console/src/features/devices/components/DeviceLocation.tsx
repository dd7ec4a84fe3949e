import type { Device } from '@hygiene/api-client';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';

import { RouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { getPremise } from '../../../generated/operations/getPremise';
import { roomLabel } from '../../../lib/deviceNames';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';

const text = messages.deviceDetail;

/**
 * Where the device hangs, as a person finds it: room, floor and building ('Skyllerom 102 ·
 * 1. etasje · Bygg A': a floor's name repeats across buildings), with links to the floor and
 * to its plan with the device chosen. The building's name arrives with the premise (the shared
 * answer the location screens use); until then, or without it, room and floor.
 */
export function DeviceLocation({
  device,
  links = true,
}: {
  device: Pick<Device, 'id' | 'deviceInstallation'>;
  /** The floor and plan links (the device page); the list's cell names the place only. */
  links?: boolean;
}) {
  const { api, tenant } = useConsoleApi();
  const room = device.deviceInstallation?.room ?? null;
  const floor = room?.floor ?? null;
  const premiseId = floor?.premiseId;
  const sectionId = floor?.sectionId ?? room?.sectionId;
  const premise = useQuery({
    ...getPremise.options(api, tenant, premiseId ?? ''),
    enabled: premiseId !== undefined,
  });
  const place = roomLabel(device);
  if (place === null) return <>{messages.none}</>;
  const named = premise.data ? text.placeParts(place, premise.data.name) : place;
  if (!links || !floor || premiseId === undefined || sectionId === undefined) return <>{named}</>;
  const floorPath = paths.floor.to(tenant, sectionId, premiseId, floor.id);
  const planPath = `${paths.floorPlan.to(tenant, sectionId, premiseId, floor.id)}?device=${encodeURIComponent(device.id)}`;
  return (
    <Place>
      <span>{named}</span>
      <Links>
        <RouterLink to={floorPath}>{text.openFloor}</RouterLink>
        <RouterLink to={planPath}>{text.showOnPlan}</RouterLink>
      </Links>
    </Place>
  );
}

const Place = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Links = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
