import type { Premise, Section } from '@hygiene/api-client';
import { Button, PagedPicker } from '@hygiene/ui';
import { Suspense, useState } from 'react';

import { lazy } from '../../../i18n';
import { Offered } from '../../../components/Offered';
import { renderRouterLink } from '../../../components/RouterLink';
import { useAttentionCounts } from '../../../data/attention';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locations as locationMessages } from '../../../messages/locations';
import { paths } from '../../../routing/paths';
import { getSection } from '../../../generated/operations/getSection';
import { useSectionPremisesSource } from '../api/listSectionPremises';
import {
  ItemRow,
  LocationCard,
  LocationLevelPage,
  LocationLevelScreen,
} from '../components/LocationStates';

const m = locationMessages;

// Dialogs load on first opening, not with the screen.
const AddPremiseDialog = lazy(async () => ({
  default: (await import('../components/AddPremiseDialog')).AddPremiseDialog,
}));

/** A section (`/sections/{sectionId}`): its premises, searchable, and 'Add premise'. */
export function SectionScreen() {
  return (
    <LocationLevelScreen level="section" params={['sectionId']} read={getSection}>
      {(section) => <SectionPage section={section} />}
    </LocationLevelScreen>
  );
}

function SectionPage({ section }: { section: Section }) {
  const { tenant } = useConsoleApi();
  const source = useSectionPremisesSource(section.id);
  // How many devices need attention under each (issue 29); the list never waits for it.
  const attention = useAttentionCounts('premises');
  const [adding, setAdding] = useState(false);
  return (
    <LocationLevelPage
      title={section.name}
      edit={{ level: 'section', record: section, parentPath: paths.sections.to(tenant) }}
      actions={
        // New premises are the provider's to add (roles table), not a tenant's own staff's; so
        // are renames and removals.
        <Offered operation="createPremise">
          <Button variant="primary" onClick={() => setAdding(true)}>
            {m.addPremise}
          </Button>
        </Offered>
      }
    >
      <LocationCard title={m.premisesTitle}>
        <PagedPicker<Premise>
          items={m.items.premises}
          source={source}
          getKey={(premise) => premise.id}
          renderItem={(premise) => (
            <ItemRow name={premise.name} attention={attention.get(premise.id)} />
          )}
          itemHref={(premise) => paths.premise.to(tenant, section.id, premise.id)}
          renderLink={renderRouterLink}
        />
      </LocationCard>
      {adding && (
        <Suspense fallback={null}>
          <AddPremiseDialog
            sectionId={section.id}
            onClose={() => setAdding(false)}
            onCreated={() => setAdding(false)}
          />
        </Suspense>
      )}
    </LocationLevelPage>
  );
}
