import { LinkButton, Page, PageHeader, Section, SectionTitle } from '@hygiene/ui';
import { useId } from 'react';
import { styled } from 'styled-components';

import { OpenDeviceForm } from '../../../components/OpenDeviceForm';
import { renderRouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';

const text = messages.home;

/**
 * 'Home' (spec §2 /lander), where a fresh tab lands after sign-in. The spec names only its label,
 * so it holds what people come for: an installer in front of a dispenser opens it by the serial
 * number on its label (the device entry page: install it or see it), and shortcuts lead to the
 * dashboard, the device list and the tenant picker.
 */
export function HomeScreen() {
  const { tenant } = useConsoleApi();
  const sectionId = useId();

  return (
    <Page>
      <PageHeader title={text.title} />
      <Section aria-labelledby={`${sectionId}-device`}>
        <SectionTitle id={`${sectionId}-device`}>{text.openDevice}</SectionTitle>
        <OpenDeviceForm />
      </Section>
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
