import type { Floor, Premise } from '@hygiene/api-client';
import { Button, Muted, PagedPicker } from '@hygiene/ui';
import { Suspense, useState } from 'react';

import { lazy } from '../../../i18n';
import { Offered } from '../../../components/Offered';
import { renderRouterLink } from '../../../components/RouterLink';
import { useAttentionCounts } from '../../../data/attention';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locations as locationMessages } from '../../../messages/locations';
import { paths } from '../../../routing/paths';
import { getPremise } from '../../../generated/operations/getPremise';
import { usePremiseFloorsSource } from '../api/listPremiseFloors';
import {
  Facts,
  ItemRow,
  LocationCard,
  LocationLevelPage,
  LocationLevelScreen,
} from '../components/LocationStates';

const m = locationMessages;

// Dialogs load on first opening, not with the screen.
const AddFloorDialog = lazy(async () => ({
  default: (await import('../components/AddFloorDialog')).AddFloorDialog,
}));
const AddCoordinatesDialog = lazy(async () => ({
  default: (await import('../components/AddCoordinatesDialog')).AddCoordinatesDialog,
}));

/** A premise (`…/premises/{premiseId}`): its floors, 'Add Floor' and 'Add coordinates'. */
export function PremiseScreen() {
  return (
    <LocationLevelScreen level="premise" params={['sectionId', 'premiseId']} read={getPremise}>
      {(premise, { sectionId }) => <PremisePage sectionId={sectionId} premise={premise} />}
    </LocationLevelScreen>
  );
}

type Open = 'none' | 'floor' | 'coordinates';

function PremisePage({ sectionId, premise }: { sectionId: string; premise: Premise }) {
  const { tenant } = useConsoleApi();
  const source = usePremiseFloorsSource(premise.id);
  // How many devices need attention under each (issue 29); the list never waits for it.
  const attention = useAttentionCounts('floors');
  const [open, setOpen] = useState<Open>('none');
  const [updated, setUpdated] = useState(0);
  const close = () => setOpen('none');
  return (
    <LocationLevelPage
      title={premise.name}
      edit={{ level: 'premise', record: premise, parentPath: paths.section.to(tenant, sectionId) }}
      actions={
        <>
          {/* Floors and coordinates are the provider's to set (roles table). */}
          <Offered operation="createFloor">
            <Button variant="primary" onClick={() => setOpen('floor')}>
              {m.addFloor}
            </Button>
          </Offered>
          <Offered operation="updatePremiseLocation">
            <Button onClick={() => setOpen('coordinates')}>{m.addCoordinates}</Button>
          </Offered>
        </>
      }
    >
      {updated > 0 && (
        <Muted as="p" role="status" key={updated}>
          <span aria-hidden="true">✓ </span>
          <span>{m.locationUpdated}</span>
        </Muted>
      )}
      <Facts
        items={[
          {
            label: m.location,
            value: premise.location
              ? m.latLong(premise.location.latitude, premise.location.longitude)
              : m.noLocation,
          },
        ]}
      />
      <LocationCard title={m.floorsTitle}>
        <PagedPicker<Floor>
          items={m.items.floors}
          source={source}
          getKey={(floor) => floor.id}
          renderItem={(floor) => (
            <ItemRow
              name={floor.name}
              detail={m.floorNumber(floor.number)}
              attention={attention.get(floor.id)}
            />
          )}
          itemHref={(floor) => paths.floor.to(tenant, sectionId, premise.id, floor.id)}
          renderLink={renderRouterLink}
        />
      </LocationCard>
      {open === 'floor' && (
        <Suspense fallback={null}>
          <AddFloorDialog
            sectionId={premise.sectionId ?? sectionId}
            premiseId={premise.id}
            onClose={close}
            onCreated={() => close()}
          />
        </Suspense>
      )}
      {open === 'coordinates' && (
        <Suspense fallback={null}>
          <AddCoordinatesDialog
            premiseId={premise.id}
            current={premise.location}
            version={premise.version}
            onClose={close}
            onUpdated={() => {
              close();
              setUpdated((n) => n + 1);
            }}
          />
        </Suspense>
      )}
    </LocationLevelPage>
  );
}
