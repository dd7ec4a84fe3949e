import type { Tenant } from '@hygiene/api-client';
import { Button, STEPPER_CARD_WIDTH_PX } from '@hygiene/ui';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';

import { TenantPicker, type TenantPickerProps } from '../../../components/pickers/TenantPicker';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { formatDateTime } from '../../../lib/formatDate';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import * as messages from '../../../messages';
import { wasAborted, wasInstalled } from '../../../messages/installations';
import { paths } from '../../../routing/paths';
import { consoleConfigAtom } from '../../../state/atoms';
import { useSwitchInstallationTenant, type SwitchState } from '../api/switchInstallationTenant';
import type { InstallationReadiness } from '../installationReadiness';
import { addressTenantAfterSwitch, installationTenantOf } from '../wizardRules';
import { initialWizardState } from '../wizardState';
import { sessionStorageOrNull, writeWizardState } from '../wizardStorage';
import { StatusLine, StepText } from './stepStyles';

const text = messages.installations;

type TenantChoice = { identifier: string; name: string };

export interface ReinstallNoticeProps {
  serialNumber: string;
  /** Why the wizard cannot run as it is: the installation is finished, or there is none. */
  readiness: Exclude<InstallationReadiness, { status: 'ready' }>;
  /** The tenant offered first: the finished installation's, or where the device is. */
  defaultTenant: TenantChoice | null;
  /** Looks the device up again (after a 409: someone else started an installation). */
  onReload: () => void;
  /** The new installation is saved: the wizard takes over here. */
  onInstalled?: () => void;
  /** Where the wizard's state is kept; session storage by default. */
  storage?: ReturnType<typeof sessionStorageOrNull>;
  /** Injected in stories; the browser's by default. */
  geolocation?: TenantPickerProps['geolocation'];
}

/**
 * Before step 0, for a device whose installation is finished (Installed, Aborted) or missing:
 * completing it is certain to fail, so the wizard says so and offers a new installation at a
 * tenant (`POST /device-installations`, spec §7: saved, 409 or 500). Once saved, the device's
 * installation is the new one and the wizard runs on it, with that tenant already chosen.
 */
export function ReinstallNotice({
  serialNumber,
  readiness,
  defaultTenant,
  onReload,
  onInstalled,
  storage = sessionStorageOrNull(),
  geolocation,
}: ReinstallNoticeProps) {
  const { tenant } = useConsoleApi();
  const { serviceTenantIdentifier } = useAtomValue(consoleConfigAtom);
  const navigate = useNavigate();
  const titleId = useId();
  const [chosen, setChosen] = useState<TenantChoice | null>(defaultTenant);
  const creating = useSwitchInstallationTenant(serialNumber, (installation, tenantName) =>
    // A fresh wizard for the new installation, its tenant already chosen (step 0's gate).
    writeWizardState(storage, serialNumber, {
      ...initialWizardState,
      tenant: { identifier: installationTenantOf(installation), name: tenantName },
    }),
  );
  const busy = creating.state.status === 'loading';

  // Spec §4: saving is ignored while loading (the one submit rule, `useSubmitOnce`).
  const installAt = useSubmitOnce(async (target: TenantChoice) => {
    const outcome = await creating.switchTenant({
      plan: {
        status: 'switch',
        abortInstallationId: null,
        abortVersion: null,
        tenantIdentifier: target.identifier,
      },
      tenantName: target.name,
    });
    if (outcome.status !== 'saved') return;
    onInstalled?.();
    const moveTo = addressTenantAfterSwitch(tenant, serviceTenantIdentifier, target.identifier);
    if (moveTo !== null) {
      // The screen remounts at the new tenant's address: the focus intent goes with the address.
      void navigate(paths.deviceInstall.to(moveTo, serialNumber), {
        replace: true,
        state: { focusWizard: true },
      });
    }
  });

  const choose = (picked: Tenant) => {
    setChosen({ identifier: picked.identifier, name: picked.name });
    creating.reset();
  };

  return (
    <Notice aria-labelledby={titleId}>
      {readiness.status === 'finished' ? (
        <>
          <NoticeTitle id={titleId}>
            {(readiness.outcome === 'Installed' ? wasInstalled : wasAborted)(
              serialNumber,
              readiness.tenant.name,
              readiness.date ? formatDateTime(readiness.date) : '',
            )}
          </NoticeTitle>
          <StepText>{text.finishedExplain}</StepText>
        </>
      ) : (
        <>
          <NoticeTitle id={titleId}>{text.noInstallation}</NoticeTitle>
          <StepText>{text.missingExplain}</StepText>
        </>
      )}
      {chosen !== null ? (
        <Button variant="primary" disabled={busy} onClick={() => void installAt(chosen)}>
          {(readiness.status === 'finished' ? text.installAgain : text.installNew)(chosen.name)}
        </Button>
      ) : null}
      <CreateStatus state={creating.state} onReload={onReload} />
      <StepText>{text.otherTenant}</StepText>
      <TenantPicker
        onChoose={choose}
        selected={chosen ? { ...chosen, realm: '' } : null}
        geolocation={geolocation}
        disabled={busy}
      />
    </Notice>
  );
}

function CreateStatus({ state, onReload }: { state: SwitchState; onReload: () => void }) {
  switch (state.status) {
    case 'default':
    case 'saved':
      return <StatusLine role="status" />;
    case 'loading':
      return <StatusLine role="status">{text.reinstalling(state.tenantName)}</StatusLine>;
    case 'conflict':
      return (
        <>
          <StatusLine role="alert" data-tone="danger">
            {text.reinstallConflict}
          </StatusLine>
          <Button onClick={onReload}>{text.reload}</Button>
        </>
      );
    case 'error':
      return (
        <StatusLine role="alert" data-tone="danger">
          {text.reinstallError}
        </StatusLine>
      );
    default:
      return state satisfies never;
  }
}

const Notice = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  /* As wide as the wizard's card it stands in for. */
  max-width: ${STEPPER_CARD_WIDTH_PX}px;
`;

const NoticeTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};

  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;
