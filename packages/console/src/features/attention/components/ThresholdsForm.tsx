import type { AttentionThresholds } from '@hygiene/api-client';
import { Banner, Button, Inline, NumberField } from '@hygiene/ui';
import { useState, type FormEvent } from 'react';

import { attentionActions as text } from '../../../messages/attentionActions';
import { attention } from '../../../messages/attention';
import { checkThresholds, draftOf, type ThresholdsDraft } from '../thresholdsForm';

const FIELDS = ['lowBatteryPercent', 'criticalBatteryPercent', 'offlineAfterMinutes'] as const;

export interface ThresholdsFormProps {
  current: AttentionThresholds;
  saving: boolean;
  failed: boolean;
  onSave: (thresholds: AttentionThresholds) => void;
  onCancel: () => void;
}

/**
 * The thresholds as three whole numbers, checked as the platform checks them before anything is
 * sent; what was typed stays when a save fails. Loads when 'Change thresholds' is pressed.
 */
export function ThresholdsForm({ current, saving, failed, onSave, onCancel }: ThresholdsFormProps) {
  const [draft, setDraft] = useState<ThresholdsDraft>(() => draftOf(current));
  const [showErrors, setShowErrors] = useState(false);
  const check = checkThresholds(draft);
  const errors = showErrors && check.status === 'invalid' ? check.errors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    // One save at a time: the button is disabled while one is in flight, and so is this.
    if (check.status === 'valid' && !saving) onSave(check.thresholds);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={attention.thresholds.title}>
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
        <Button type="button" onClick={onCancel} disabled={saving}>
          {text.thresholds.cancel}
        </Button>
      </Inline>
    </form>
  );
}

/** 'Thresholds saved', after a save (the form's module is loaded by then). */
export function ThresholdsSaved() {
  return <Banner tone="success">{text.thresholds.saved}</Banner>;
}
