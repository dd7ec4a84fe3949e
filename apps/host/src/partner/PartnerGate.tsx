import { Button, TextField } from '@hygiene/ui';
import { useAtom } from 'jotai';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

import { accessMessages } from '../accessMessages';
import { hostMessages } from '../messages';
import { partnerIdAtom } from './atoms';
import type { PartnerCheck } from './partnerCheck';
import { normalizePartnerName, prefixedAddress, type AddressParts } from './partnerGate';

export interface PartnerGateProps {
  /** The address the console was opened at; the partner name is put in front of it. */
  address: AddressParts;
  /** Reloads the app at a new address (a full navigation: the realm changes with it). */
  navigate: (url: string) => void;
  /**
   * The configured default tenant identifier (spec §9, `defaultTenantIdentifier` of the runtime
   * config): offered in the field, selected, so Enter takes it and typing replaces it.
   */
  defaultPartner?: string | undefined;
  /**
   * Asks the identity provider whether a partner exists (`checkPartner`); a name it does not know
   * is said at the field and never stored.
   */
  checkPartner: (partnerId: string) => Promise<PartnerCheck>;
  /** A stored partner name the provider did not know: the gate opens saying so, the name typed. */
  unknownPartner?: string | undefined;
}

/** What the gate is doing with the typed name. */
type GateState =
  { status: 'typing' } | { status: 'checking' } | { status: 'unknown'; partnerId: string };

/**
 * Spec §2 partner gate: asks for the partner name, lowercased as typed; Enter or 'Login'
 * (disabled while empty) stores it (`partnerIdAtom`) and reloads at the prefixed address,
 * keeping the query string. A partner id another tab stores meanwhile (the atom checks every
 * 100 ms while the gate shows) leads there too. A name the identity provider does not know is
 * said at the field, in the console's language, and not stored; a provider that does not answer
 * lets the name through (sign-in then says what is wrong).
 */
export function PartnerGate({
  address,
  navigate,
  defaultPartner,
  checkPartner,
  unknownPartner,
}: PartnerGateProps) {
  const [partnerId, setPartnerId] = useAtom(partnerIdAtom);
  const [partner, setPartner] = useState(() =>
    normalizePartnerName(unknownPartner ?? defaultPartner ?? ''),
  );
  const [state, setState] = useState<GateState>(() =>
    unknownPartner ? { status: 'unknown', partnerId: unknownPartner } : { status: 'typing' },
  );
  const titleId = useId();

  useEffect(() => {
    if (partnerId) navigate(prefixedAddress(partnerId, address));
  }, [partnerId, address, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizePartnerName(partner);
    if (typed === '' || state.status === 'checking') return;
    setState({ status: 'checking' });
    const check = await checkPartner(typed);
    if (check.status === 'unknown') setState({ status: 'unknown', partnerId: typed });
    else setPartnerId(typed);
  };

  return (
    <Page>
      <Card onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        <h1 id={titleId}>{hostMessages.partnerGate.title}</h1>
        <TextField
          label={hostMessages.partnerGate.fieldLabel}
          value={partner}
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
          error={
            state.status === 'unknown' ? accessMessages.unknownPartner(state.partnerId) : undefined
          }
          onChange={(event) => {
            setPartner(event.target.value.toLowerCase());
            if (state.status === 'unknown') setState({ status: 'typing' });
          }}
          // The offered default is selected, so what the person types replaces it.
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="submit"
          variant="primary"
          disabled={partner.trim() === ''}
          aria-busy={state.status === 'checking' || undefined}
        >
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
