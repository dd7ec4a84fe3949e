import { Button, ChecklistField, KeyValueList, Spinner } from '@hygiene/ui';

import * as messages from '../../../messages';
import { canConfirm } from '../wizardRules';
import {
  CHECKLIST_ITEMS,
  type ChecklistItem,
  type Verification,
  type WizardState,
} from '../wizardState';
import { formatDateTime } from '../../../lib/formatDate';
import { StepStack } from './stepStyles';

const text = messages.installations;

/** Spec §4: install save status default, loading, success, error. */
export type SaveStatus =
  { status: 'default' } | { status: 'loading' } | { status: 'success' } | { status: 'error' };

export interface OverviewStepProps {
  serialNumber: string;
  state: WizardState;
  tenantName: string;
  /** The header's 'Device is online': then nothing asks to confirm it is offline. */
  online: boolean;
  save: SaveStatus;
  onToggle: (item: ChecklistItem, checked: boolean) => void;
  onOfflineConfirmed: (confirmed: boolean) => void;
  onConfirm: () => void;
}

/**
 * Step 8 'Overview': the serial number, whether the device showed it works (issue 51), the checklist of tenant, room and floor, fluid type
 * (spec §5: every item ticked), the offline confirmation (only for a device not seen online),
 * and the confirm button, shown only while the save status is default.
 */
export function OverviewStep({
  serialNumber,
  state,
  tenantName,
  online,
  save,
  onToggle,
  onOfflineConfirmed,
  onConfirm,
}: OverviewStepProps) {
  const room = state.room.status === 'none' ? null : state.room.room;
  const labels: Record<ChecklistItem, string> = {
    tenant: text.tenant(tenantName),
    room: text.room(room?.name ?? messages.none, room?.floorName ?? messages.none),
    fluid: text.fluid(messages.fluid[state.fluidType]),
  };
  return (
    <StepStack>
      <KeyValueList
        items={[
          { label: text.serialNumber, value: serialNumber },
          { label: text.verification, value: verificationText(state.verification) },
        ]}
      />
      <ChecklistField
        label={text.checklist}
        options={CHECKLIST_ITEMS.map((item) => ({ value: item, label: labels[item] }))}
        values={state.checklist}
        disabled={save.status !== 'default'}
        onChange={(event) => onToggle(event.target.value as ChecklistItem, event.target.checked)}
      />
      {online ? null : (
        <ChecklistField
          label={text.offlineLegend}
          options={[{ value: 'offline', label: text.offlineLabel }]}
          values={state.offlineConfirmed ? ['offline'] : []}
          disabled={save.status !== 'default'}
          onChange={(event) => onOfflineConfirmed(event.target.checked)}
        />
      )}
      {save.status === 'default' ? (
        <Button variant="primary" disabled={!canConfirm(state, { online })} onClick={onConfirm}>
          {text.confirm}
        </Button>
      ) : null}
      {save.status === 'loading' ? <Spinner label={text.saving} /> : null}
    </StepStack>
  );
}

/** What step 6 found: verified by the device's event, or not (the step is never skipped). */
function verificationText(verification: Verification): string {
  return verification.status === 'verified'
    ? text.verifiedAt(formatDateTime(verification.by.timestamp))
    : text.notVerified;
}
