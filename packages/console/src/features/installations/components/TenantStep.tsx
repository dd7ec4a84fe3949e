import type { Tenant } from '@hygiene/api-client';
import { styled } from 'styled-components';

import { TenantPicker, type TenantPickerProps } from '../../../components/pickers/TenantPicker';
import * as messages from '../../../messages';
import type { SwitchState } from '../api/switchInstallationTenant';
import { StepText, StatusLine } from './stepStyles';

const text = messages.installations;

export interface TenantStepProps {
  /** The name (or identifier) of the tenant the installation is for now. */
  installationTenantName: string;
  /** The identifier of the tenant the installation is for now: the only one auto-selected. */
  installationTenant: string;
  /** The tenant the installer chose, if any. */
  chosen: Tenant | null;
  switchState: SwitchState;
  onChoose: (tenant: Tenant) => void;
  geolocation?: TenantPickerProps['geolocation'];
}

/** Step 0 'Select Tenant': the shared tenant picker and nearest-tenant finder. */
export function TenantStep({
  installationTenantName,
  installationTenant,
  chosen,
  switchState,
  onChoose,
  geolocation,
}: TenantStepProps) {
  return (
    <Stack>
      <StepText>{text.tenantIsFor(installationTenantName)}</StepText>
      <SwitchStatus state={switchState} />
      <TenantPicker
        onChoose={onChoose}
        selected={chosen}
        geolocation={geolocation}
        disabled={switchState.status === 'loading'}
        // Choosing another tenant aborts the installation and starts one there: only the
        // installation's own tenant (the obvious choice) is taken by itself; any other waits.
        autoSelect={(tenant) => tenant.identifier === installationTenant}
      />
    </Stack>
  );
}

function SwitchStatus({ state }: { state: SwitchState }) {
  switch (state.status) {
    case 'default':
      return <StatusLine role="status" />;
    case 'loading':
      return <StatusLine role="status">{text.switching(state.tenantName)}</StatusLine>;
    case 'saved':
      return (
        <StatusLine role="status" data-tone="success">
          {text.switched(state.tenantName)}
        </StatusLine>
      );
    case 'conflict':
      return (
        <StatusLine role="alert" data-tone="danger">
          {text.switchConflict}
        </StatusLine>
      );
    case 'error':
      return (
        <StatusLine role="alert" data-tone="danger">
          {text.switchError}
        </StatusLine>
      );
    default:
      return state satisfies never;
  }
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
