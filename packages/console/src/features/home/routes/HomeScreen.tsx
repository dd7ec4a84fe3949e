import {
  Button,
  LinkButton,
  Page,
  PageHeader,
  Section,
  SectionTitle,
  TextField,
} from '@hygiene/ui';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import { renderRouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { messages } from '../../../messages';
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
  const navigate = useNavigate();
  const sectionId = useId();
  const [serial, setSerial] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const open = (event: FormEvent) => {
    event.preventDefault();
    const serialNumber = serial.trim();
    if (serialNumber === '') {
      setError(text.serialRequired);
      return;
    }
    navigate(paths.deviceEntry.to(tenant, serialNumber));
  };

  return (
    <Page>
      <PageHeader title={text.title} />
      <Section aria-labelledby={`${sectionId}-device`}>
        <SectionTitle id={`${sectionId}-device`}>{text.openDevice}</SectionTitle>
        <SerialForm onSubmit={open} noValidate>
          <TextField
            label={text.serialNumber}
            hint={text.serialHint}
            error={error}
            value={serial}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            onChange={(event) => {
              setSerial(event.target.value);
              if (error) setError(undefined);
            }}
          />
          <Button type="submit" variant="primary">
            {text.open}
          </Button>
        </SerialForm>
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

const SerialForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;

  & > :first-child {
    align-self: stretch;
  }
`;

const Shortcuts = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
