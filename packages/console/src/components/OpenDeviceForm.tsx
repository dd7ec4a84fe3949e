import { Button, LinkButton, TextField } from '@hygiene/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';

import { useConsoleApi } from '../data/useConsoleApi';
import { parseDeviceAddress } from '../lib/deviceAddress';
import * as messages from '../messages';
import { paths } from '../routing/paths';
import { renderRouterLink } from './RouterLink';

const text = messages.home;

/**
 * 'Open a device': a serial number as printed on the dispenser, or the address its QR code opens
 * (a scanner app pastes the URL), leads to the device entry page in the current tenant. Home and
 * the device list both show it, with 'Scan a dispenser' first (`offerScan`): the camera reads the
 * code for an installer with the phone in one hand (issue 51).
 */
export function OpenDeviceForm({ offerScan = false }: { offerScan?: boolean }) {
  const { tenant } = useConsoleApi();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const open = (event: FormEvent) => {
    event.preventDefault();
    const address = parseDeviceAddress(value);
    switch (address.status) {
      case 'empty':
        setError(text.serialRequired);
        return;
      case 'invalid':
        setError(messages.sharedComponents.notADevice);
        return;
      case 'serialNumber':
        void navigate(paths.deviceEntry.to(tenant, address.serialNumber));
        return;
      default:
        address satisfies never;
    }
  };

  return (
    <Form onSubmit={open} noValidate>
      {offerScan && (
        <LinkButton href={paths.scan.to(tenant)} renderLink={renderRouterLink}>
          {messages.scan.title}
        </LinkButton>
      )}
      <div className="serial">
        <TextField
          label={text.serialNumber}
          hint={messages.sharedComponents.serialOrAddress}
          error={error}
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(undefined);
          }}
        />
      </div>
      <Button type="submit" variant="primary">
        {text.open}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;

  & > .serial {
    align-self: stretch;
  }
`;
