import type { Section } from '@hygiene/api-client';
import { Page, PageHeader, PagedPicker } from '@hygiene/ui';
import { Suspense } from 'react';
import { lazy } from '../../../i18n';
import { renderRouterLink } from '../../../components/RouterLink';
import { useAttentionCounts } from '../../../data/attention';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locations as locationMessages } from '../../../messages/locations';
import { ItemRow } from '../components/LocationStates';
import { paths } from '../../../routing/paths';
import { useSectionsSource } from '../api/listSections';

// Folded until opened: its code loads a moment after the list, not with it.
const RoomTypesCard = lazy(async () => ({
  default: (await import('../components/RoomTypesCard')).RoomTypesCard,
}));

const m = locationMessages;

/** Sections (`/sections`): the section search, 9 a page (spec §7); each row links to its section. */
export function SectionsScreen() {
  const { tenant } = useConsoleApi();
  const source = useSectionsSource();
  // How many devices need attention under each (issue 29); the list never waits for it.
  const attention = useAttentionCounts('sections');
  return (
    <Page>
      <PageHeader title={m.sectionsTitle} />
      <PagedPicker<Section>
        items={m.items.sections}
        source={source}
        getKey={(section) => section.id}
        renderItem={(section) => (
          <ItemRow name={section.name} attention={attention.get(section.id)} />
        )}
        // Real links: a row opens in a new tab on a middle click and its address can be copied.
        // A navigation list never auto-selects, so one search result does not open by itself.
        itemHref={(section) => paths.section.to(tenant, section.id)}
        renderLink={renderRouterLink}
      />
      <Suspense fallback={null}>
        <RoomTypesCard />
      </Suspense>
    </Page>
  );
}
