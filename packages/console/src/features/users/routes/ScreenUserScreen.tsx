import {
  Banner,
  Button,
  ErrorState,
  Inline,
  KeyValueList,
  Muted,
  Page,
  PageHeader,
  SectionCard,
  Skeleton,
  Spinner,
} from '@hygiene/ui';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';

import { RequirePermission } from '../../../components/RequirePermission';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { consoleConfigAtom } from '../../../state/atoms';
import { useCreateScreenUser } from '../api/createScreenUser';
import { useHighestScreenUserEmail } from '../api/getHighestScreenUserEmail';
import { ActionLink } from '../components/ActionLink';
import { preloadUserForms, ScreenUserForm } from '../components/lazyUserForms';
import { nextScreenEmail } from '../screenUser';

const text = messages.users.screen;

/** The next screen number's fetch states (spec §4: default, loading, fetched, error). */
export type ScreenNumberState =
  | { status: 'loading' }
  | { status: 'fetched'; number: number; email: string }
  | { status: 'error'; reason: 'api' | 'unreadable' };

/**
 * Add a screen user (`/users/screen`): the next screen number is fetched first (the highest
 * screen user's email, spec §7 and §9; see api/getHighestScreenUserEmail), then the form with the generated read-only email; after success, the created
 * email with 'Create new static screen user' and 'Back to users'.
 */
export function ScreenUserScreen() {
  const { tenant } = useConsoleApi();
  // Screen users are added by the provider's staff (roles table): a tenant's own staff is told
  // so, and the next screen number is not even asked for.
  return (
    <RequirePermission
      operation="createScreenUser"
      title={text.title}
      actions={<ActionLink to={paths.users.to(tenant)}>{messages.users.backToList}</ActionLink>}
    >
      <ScreenUserPage />
    </RequirePermission>
  );
}

function ScreenUserPage() {
  const { tenant } = useConsoleApi();
  const navigate = useNavigate();
  const config = useAtomValue(consoleConfigAtom);
  const highest = useHighestScreenUserEmail();
  const create = useCreateScreenUser();
  // Each new screen user gets a fresh form (a new key), with the number read after the last one.
  const [round, setRound] = useState(0);
  useEffect(preloadUserForms, []);

  const number = screenNumberState(highest, config.screenUserDomain);
  const backToUsers = () => void navigate(paths.users.to(tenant));

  return (
    <Page>
      <PageHeader
        title={text.title}
        actions={<ActionLink to={paths.users.to(tenant)}>{messages.users.backToList}</ActionLink>}
      />
      {create.status === 'success' ? (
        <SectionCard title={text.title}>
          <Banner tone="success">{text.created(create.variables.email)}</Banner>
          {/* The screen cannot sign in without it, and the platform never shows it again. */}
          {create.variables.passwordInfo ? (
            <>
              <KeyValueList
                aria-label={text.signInWith}
                items={[
                  { label: text.email, value: <Secret>{create.variables.email}</Secret> },
                  {
                    label: text.password,
                    value: <Secret>{create.variables.passwordInfo.password}</Secret>,
                  },
                ]}
              />
              <Muted as="p">
                {text.shownOnce}
                {create.variables.passwordInfo.temporary ? ` ${text.temporaryNote}` : ''}
              </Muted>
            </>
          ) : null}
          <Inline>
            <Button
              variant="primary"
              onClick={() => {
                create.reset();
                setRound((r) => r + 1);
              }}
            >
              {text.createAnother}
            </Button>
            <Button onClick={backToUsers}>{text.backToUsers}</Button>
          </Inline>
        </SectionCard>
      ) : (
        <ScreenNumberGate number={number} onRetry={() => void highest.refetch()}>
          {(fetched) => (
            <Suspense fallback={<Skeleton lines={6} label={text.title} />}>
              <ScreenUserForm key={round} email={fetched.email} create={create} />
            </Suspense>
          )}
        </ScreenNumberGate>
      )}
    </Page>
  );
}

function screenNumberState(
  highest: ReturnType<typeof useHighestScreenUserEmail>,
  configuredDomain: string | undefined,
): ScreenNumberState {
  switch (highest.status) {
    case 'pending':
      return { status: 'loading' };
    case 'error':
      // 'Try again' shows the loader while it asks.
      return highest.isFetching ? { status: 'loading' } : { status: 'error', reason: 'api' };
    case 'success': {
      const next = nextScreenEmail(highest.data, configuredDomain);
      return next.status === 'fetched'
        ? { status: 'fetched', number: next.number, email: next.email }
        : { status: 'error', reason: 'unreadable' };
    }
    default:
      return highest satisfies never;
  }
}

function ScreenNumberGate({
  number,
  onRetry,
  children,
}: {
  number: ScreenNumberState;
  onRetry: () => void;
  children: (fetched: Extract<ScreenNumberState, { status: 'fetched' }>) => ReactNode;
}) {
  switch (number.status) {
    case 'loading':
      return (
        <Inline>
          <Spinner label={text.numberLoading} />
          <Muted>{text.numberLoading}</Muted>
        </Inline>
      );
    case 'error':
      return (
        <div>
          <ErrorState message={text.numberError} onRetry={onRetry} />
          {number.reason === 'unreadable' ? (
            <Muted as="p" style={{ textAlign: 'center' }}>
              {text.numberUnreadable}
            </Muted>
          ) : null}
        </div>
      );
    case 'fetched':
      return children(number);
    default:
      return number satisfies never;
  }
}

/** A sign-in secret as typed: its spaces and look-alike letters must read exactly. */
const Secret = styled.code`
  font-size: ${({ theme }) => theme.font.size.title};
  overflow-wrap: anywhere;
  user-select: all;
`;
