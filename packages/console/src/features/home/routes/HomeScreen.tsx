import { LinkButton, Page, PageHeader, Section, SectionTitle, Skeleton } from '@hygiene/ui';
import { Suspense, useId } from 'react';
import { styled } from 'styled-components';

import { Offered } from '../../../components/Offered';
import { OpenDeviceForm } from '../../../components/OpenDeviceForm';
import { lazy } from '../../../i18n';
import { renderRouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';

const text = messages.home;

// What needs doing leads the page for those whose role reads the worklist; its code (and the
// roles table that decides) arrives right after the first paint.
const AttentionCount = lazy(async () => ({
  default: (await import('../../../components/AttentionCount')).AttentionCount,
}));

/**
 * 'Home' (spec §2 /lander), where a fresh tab lands after sign-in. The spec names only its label,
 * so it holds what people come for: the device by the serial number on its label for an
 * installer in front of a dispenser (the device entry page: install it or see it), how many
 * devices need attention (leading to the worklist, for roles that read it), and shortcuts to the
 * dashboard, the device list and the tenant picker.
 */
export function HomeScreen() {
  const { tenant } = useConsoleApi();
  const sectionId = useId();

  return (
    <Page>
      <PageHeader title={text.title} />
      {/* The form first: what arrives after the first paint (the count) grows below it, so
          'Open' never moves from under an installer's thumb. */}
      <Section aria-labelledby={`${sectionId}-device`}>
        <SectionTitle id={`${sectionId}-device`}>{text.openDevice}</SectionTitle>
        <OpenDeviceForm offerScan />
      </Section>
      <Offered operation="getAttentionSummary">
        <Suspense fallback={<Skeleton lines={2} label={text.attentionLoading} />}>
          <AttentionCount tenant={tenant} />
        </Suspense>
      </Offered>
      <Section aria-labelledby={`${sectionId}-go`}>
        <SectionTitle id={`${sectionId}-go`}>{text.goTo}</SectionTitle>
        <Shortcuts>
          <LinkButton href={paths.dashboard.to(tenant)} renderLink={renderRouterLink}>
            {text.dashboard}
          </LinkButton>
          <LinkButton href={paths.devices.to(tenant)} renderLink={renderRouterLink}>
            {text.devices}
          </LinkButton>
          <LinkButton href={paths.tenants.to(tenant)} renderLink={renderRouterLink}>
            {text.setTenant}
          </LinkButton>
        </Shortcuts>
      </Section>
    </Page>
  );
}

const Shortcuts = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
