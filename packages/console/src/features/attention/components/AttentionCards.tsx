import type { AttentionItem } from '@hygiene/api-client';
import { PlainList } from '@hygiene/ui';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { styled } from 'styled-components';

import {
  AttentionFindings,
  SeverityHeading,
  SeverityWord,
} from '../../../components/AttentionFindings';
import { ListCard } from '../../../components/ListCard';
import { RouterLink } from '../../../components/RouterLink';
import { lazy } from '../../../i18n';
import type { CameFrom } from '../../../lib/cameFrom';
import { attention as text, placeOf } from '../../../messages/attention';
import { paths } from '../../../routing/paths';

// Who is on each case, and its buttons (with their dialog and the people to give it to), arrive
// right after the cards: the worklist's first screen stays within the budget (bench:host-size).
const OpenCases = lazy(async () => ({
  default: (await import('../../../components/cases/OpenCases')).OpenCases,
}));

export interface AttentionCardsProps {
  tenant: string;
  items: readonly AttentionItem[];
}

/**
 * The worklist: one card per device, in the platform's order (critical first, then the longest-standing).
 * Each card says how urgent it is in words and by shape (a square for critical, a triangle for a
 * warning), each reason with since when, where the device is, and links to the device and to its
 * floor plan. Side by side where there is room, stacked on a phone.
 */
export function AttentionCards({ tenant, items }: AttentionCardsProps) {
  // The device page leads back here, to this page of the list with its filters.
  const { pathname, search } = useLocation();
  // The state `readCameFrom` reads (written out here: the worklist's first screen stays lean).
  const back: { cameFrom: CameFrom } = {
    cameFrom: { screen: 'attention', to: `${pathname}${search}` },
  };
  return (
    <Cards aria-label={text.title}>
      {items.map((item) => (
        <AttentionCard key={item.deviceId} tenant={tenant} item={item} back={back} />
      ))}
    </Cards>
  );
}

function AttentionCard({
  tenant,
  item,
  back,
}: {
  tenant: string;
  item: AttentionItem;
  back: { cameFrom: CameFrom };
}) {
  const severity = text.severity[item.severity];
  const { section, premise, floor, room } = item;
  const parts = [premise?.name, floor?.name, room?.name].filter((part) => part !== undefined);
  return (
    <Card aria-label={text.cardLabel(item.serialNumber, severity)} data-severity={item.severity}>
      <SeverityHeading severity={item.severity}>
        <SeverityWord>{severity}</SeverityWord>
        <RouterLink to={paths.device.to(tenant, item.deviceId)} state={back}>
          {item.serialNumber}
        </RouterLink>
      </SeverityHeading>
      <AttentionFindings findings={item.findings} />
      <Place>{parts.length > 0 ? placeOf(parts) : text.notPlaced}</Place>
      {section && premise && floor && (
        <RouterLink
          to={`${paths.floorPlan.to(tenant, section.id, premise.id, floor.id)}?device=${encodeURIComponent(item.deviceId)}`}
          aria-label={text.showOnPlanOf(item.serialNumber)}
        >
          {text.showOnPlan}
        </RouterLink>
      )}
      {/* Last in the card: arriving after the first paint, it moves nothing above it. */}
      {item.cases && item.cases.length > 0 ? (
        <Suspense fallback={null}>
          <OpenCases cases={item.cases} />
        </Suspense>
      ) : null}
    </Card>
  );
}

const Cards = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(300px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Card = styled(ListCard)`
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  overflow-wrap: anywhere;

  &[data-severity='critical'] {
    border-left-color: ${({ theme }) => theme.color.danger};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Place = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
