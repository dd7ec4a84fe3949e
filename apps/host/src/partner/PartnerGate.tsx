import { Button, TextField } from '@hygiene/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

import { PARTNER_POLL_INTERVAL_MS, STORAGE_KEYS } from '../constants';
import { hostMessages } from '../messages';
import { normalizePartnerName, prefixedAddress, type AddressParts } from './partnerGate';

export interface PartnerGateProps {
  /** The address the console was opened at; the partner name is put in front of it. */
  address: AddressParts;
  /** Reloads the app at a new address (a full navigation: the realm changes with it). */
  navigate: (url: string) => void;
  /** Where the partner id is kept (localStorage in the app; a stand-in in stories). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * Spec §2 partner gate: asks for the partner name, lowercased as typed; Enter or 'Login'
 * (disabled while empty) stores it and reloads at the prefixed address, keeping the query
 * string. Every 100 ms it also looks for a partner id stored by another tab.
 */
export function PartnerGate({ address, navigate, storage }: PartnerGateProps) {
  const [partner, setPartner] = useState('');
  const titleId = useId();

  useEffect(() => {
    const timer = setInterval(() => {
      const stored = normalizePartnerName(storage.getItem(STORAGE_KEYS.partnerId) ?? '');
      if (stored !== '') {
        clearInterval(timer);
        navigate(prefixedAddress(stored, address));
      }
    }, PARTNER_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [address, navigate, storage]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const partnerId = normalizePartnerName(partner);
    if (partnerId === '') return;
    storage.setItem(STORAGE_KEYS.partnerId, partnerId);
    navigate(prefixedAddress(partnerId, address));
  };

  return (
    <Page>
      <Card onSubmit={submit} aria-labelledby={titleId}>
        <h1 id={titleId}>{hostMessages.partnerGate.title}</h1>
        <TextField
          label={hostMessages.partnerGate.fieldLabel}
          value={partner}
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => setPartner(event.target.value.toLowerCase())}
        />
        <Button type="submit" variant="primary" disabled={partner.trim() === ''}>
          {hostMessages.partnerGate.login}
        </Button>
      </Card>
    </Page>
  );
}

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
  box-sizing: border-box;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
`;

const Card = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  width: min(100%, 360px);
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surface};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.title};
  }
`;
