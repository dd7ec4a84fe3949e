import type { Section } from '@hygiene/api-client';
import { Page, PageHeader, PagedPicker } from '@hygiene/ui';
import { useNavigate } from 'react-router';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { locations as locationMessages } from '../../../messages/locations';
import { ItemRow } from '../components/LocationStates';
import { paths } from '../../../routing/paths';
import { useSectionsPage } from '../api/listSections';

const m = locationMessages;

/** Sections (`/sections`): the section search, 9 a page (spec §7); choosing one opens it. */
export function SectionsScreen() {
  const { tenant } = useConsoleApi();
  const navigate = useNavigate();
  const fetchPage = useSectionsPage();
  return (
    <Page>
      <PageHeader title={m.sectionsTitle} />
      <PagedPicker<Section>
        items={m.items.sections}
        fetchPage={fetchPage}
        getKey={(section) => section.id}
        renderItem={(section) => <ItemRow name={section.name} />}
        onSelect={(section) => navigate(paths.section.to(tenant, section.id))}
        // Choosing opens a page: one search result must not navigate by itself.
        autoSelect={false}
      />
    </Page>
  );
}
