import type { AttentionThresholds } from '@hygiene/api-client';
import { Banner, Button, Inline, NumberField } from '@hygiene/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { ChangedElsewhere, isChangedElsewhere } from '../../../components/ChangedElsewhere';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';

import { attentionActions as text } from '../../../messages/attentionActions';
import { attention } from '../../../messages/attention';
import { checkThresholds, draftOf, type ThresholdsDraft } from '../thresholdsForm';

const FIELDS = ['lowBatteryPercent', 'criticalBatteryPercent', 'offlineAfterMinutes'] as const;

export interface ThresholdsFormProps {
  current: AttentionThresholds;
  saving: boolean;
  /** The last save's failure (null: none); changed elsewhere (412) is said with a choice. */
  error: unknown;
  /** After a 412: the thresholds as saved elsewhere replace the form's. */
  onReload: () => void;
  /** After a 412: the form's thresholds are saved over them. */
  onOverwrite: () => void;
  /** Resolves when the save settled; a second submit meanwhile is ignored. */
  onSave: (thresholds: AttentionThresholds) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The thresholds as three whole numbers, checked as the platform checks them before anything is
 * sent; what was typed stays when a save fails. Loads when 'Change thresholds' is pressed.
 */
export function ThresholdsForm({
  current,
  saving,
  error,
  onReload,
  onOverwrite,
  onSave,
  onCancel,
}: ThresholdsFormProps) {
  const [draft, setDraft] = useState<ThresholdsDraft>(() => draftOf(current));
  const [showErrors, setShowErrors] = useState(false);
  // The form replaces the button that opened it: focus goes to its first field, not the page.
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const check = checkThresholds(draft);
  const errors = showErrors && check.status === 'invalid' ? check.errors : {};
  // One save at a time, however fast the second click (the button's disabled state comes later).
  const save = useSubmitOnce(onSave);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (check.status === 'valid') void save(check.thresholds);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={attention.thresholds.title}>
      {isChangedElsewhere(error) ? (
        <ChangedElsewhere busy={saving} onReload={onReload} onOverwrite={onOverwrite} />
      ) : (
        error != null && <Banner tone="error">{text.thresholds.saveError}</Banner>
      )}
      {FIELDS.map((field, index) => (
        <NumberField
          key={field}
          ref={index === 0 ? firstField : undefined}
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
