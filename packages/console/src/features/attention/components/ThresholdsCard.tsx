import type { AttentionThresholds } from '@hygiene/api-client';
import {
  Banner,
  Button,
  ErrorState,
  Inline,
  NumberField,
  PlainList,
  SectionCard,
  Skeleton,
} from '@hygiene/ui';
import { useState, type FormEvent, type ReactNode } from 'react';

import { Offered } from '../../../components/Offered';
import { attention as text } from '../../../messages/attention';
import { useAttentionThresholds } from '../api/getAttentionThresholds';
import { useUpdateAttentionThresholds } from '../api/updateAttentionThresholds';
import { checkThresholds, draftOf, type ThresholdsDraft } from '../thresholdsForm';

const FIELDS = ['lowBatteryPercent', 'criticalBatteryPercent', 'offlineAfterMinutes'] as const;

/**
 * The tenant's thresholds in words, and 'Change thresholds' for the roles that may (the provider's
 * administrators and service staff; tenant staff read them).
 */
export function ThresholdsCard() {
  const thresholds = useAttentionThresholds();
  const update = useUpdateAttentionThresholds();
  const [editing, setEditing] = useState(false);
  const card = (children: ReactNode, actions?: ReactNode) => (
    <SectionCard title={text.thresholds.title} actions={actions}>
      {children}
    </SectionCard>
  );
  if (thresholds.status === 'pending')
    return card(<Skeleton lines={3} label={text.thresholds.title} />);
  if (thresholds.status === 'error') {
    return card(
      <ErrorState message={text.thresholds.fetchError} onRetry={() => void thresholds.refetch()} />,
    );
  }
  const current = thresholds.data;
  if (editing) {
    return card(
      <ThresholdsForm
        current={current}
        saving={update.isPending}
        failed={update.isError}
        onCancel={() => {
          update.reset();
          setEditing(false);
        }}
        onSave={(next) =>
          // One save at a time: the button is disabled while one is in flight.
          update.mutate(next, { onSuccess: () => setEditing(false) })
        }
      />,
    );
  }
  return card(
    <>
      {update.isSuccess && <Banner tone="success">{text.thresholds.saved}</Banner>}
      <PlainList>
        <li>{text.thresholds.lowBattery(current.lowBatteryPercent)}</li>
        <li>{text.thresholds.criticalBattery(current.criticalBatteryPercent)}</li>
        <li>{text.thresholds.offline(current.offlineAfterMinutes)}</li>
      </PlainList>
    </>,
    <Offered operation="updateAttentionThresholds">
      <Button
        variant="secondary"
        onClick={() => {
          update.reset();
          setEditing(true);
        }}
      >
        {text.thresholds.change}
      </Button>
    </Offered>,
  );
}

interface ThresholdsFormProps {
  current: AttentionThresholds;
  saving: boolean;
  failed: boolean;
  onSave: (thresholds: AttentionThresholds) => void;
  onCancel: () => void;
}

function ThresholdsForm({ current, saving, failed, onSave, onCancel }: ThresholdsFormProps) {
  const [draft, setDraft] = useState<ThresholdsDraft>(() => draftOf(current));
  const [showErrors, setShowErrors] = useState(false);
  const check = checkThresholds(draft);
  const errors = showErrors && check.status === 'invalid' ? check.errors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (check.status === 'valid' && !saving) onSave(check.thresholds);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={text.thresholds.title}>
      {failed && <Banner tone="error">{text.thresholds.saveError}</Banner>}
      {FIELDS.map((field) => (
        <NumberField
          key={field}
          label={text.thresholds.fields[field]}
          value={draft[field]}
          error={errors[field]}
          onChange={(event) => setDraft((d) => ({ ...d, [field]: event.target.value }))}
        />
      ))}
      <Inline>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? text.thresholds.saving : text.thresholds.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
          {text.thresholds.cancel}
        </Button>
      </Inline>
    </form>
  );
}
