import { useQuery } from '@tanstack/react-query';
import type { Floor, Premise } from '@hygiene/api-client';
import { Button, Muted, Page, PageHeader, PagedPicker } from '@hygiene/ui';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';

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
  LocationQueryView,
  UnreadableParam,
  readLocationIds,
} from '../components/LocationStates';

// Offered once the roles table has loaded (a moment after the screen), so they load with it.
const LocationEditActions = lazy(async () => ({
  default: (await import('../components/LocationEditActions')).LocationEditActions,
}));

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
  const read = readLocationIds(useParams(), ['sectionId', 'premiseId']);
  if (read.status === 'unreadable') return <UnreadableParam param={read.param} />;
  return <PremiseLoader {...read.ids} />;
}

function PremiseLoader({ sectionId, premiseId }: { sectionId: string; premiseId: string }) {
  const { api, tenant } = useConsoleApi();
  const query = useQuery(getPremise.options(api, tenant, premiseId));
  return (
    <LocationQueryView query={query} level="premise" id={premiseId}>
      {(premise) => <PremisePage sectionId={sectionId} premise={premise} />}
    </LocationQueryView>
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
    <Page>
      <PageHeader
        title={premise.name}
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
            <Suspense fallback={null}>
              <LocationEditActions
                level="premise"
                record={premise}
                parentPath={paths.section.to(tenant, sectionId)}
              />
            </Suspense>
          </>
        }
      />
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
    </Page>
  );
}
