import { Button, ErrorState, PlainList, SectionCard, Skeleton } from '@hygiene/ui';
import type { AttentionThresholds } from '@hygiene/api-client';
import { Suspense, useState, type ReactNode } from 'react';

import { lazy } from '../../../i18n';
import { Offered } from '../../../components/Offered';
import type { EditBase } from '../../../data/editBase';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { attention as text, formatMinutes } from '../../../messages/attention';
import { useAttentionThresholds } from '../api/getAttentionThresholds';
import { useUpdateAttentionThresholds } from '../api/updateAttentionThresholds';
import type { ThresholdsFormProps } from './ThresholdsForm';

// The form and its fields load on 'Change thresholds', not with the screen. Should that chunk
// fail to load, the card says so and the rest of the screen stays.
const loadForm = () =>
  import('./ThresholdsForm').then(
    ({ ThresholdsForm, ThresholdsSaved }) => ({ ThresholdsForm, ThresholdsSaved }),
    () => ({ ThresholdsForm: FormUnavailable, ThresholdsSaved: () => null }),
  );
const ThresholdsForm = lazy(async () => ({ default: (await loadForm()).ThresholdsForm }));
const ThresholdsSaved = lazy(async () => ({ default: (await loadForm()).ThresholdsSaved }));

// Takes the form's props so both stand in the same place.
function FormUnavailable(_props: ThresholdsFormProps) {
  return <ErrorState message={text.thresholds.formLoadError} />;
}

/**
 * The tenant's thresholds in words, and 'Change thresholds' for the roles that may (the provider's
 * administrators and service staff; tenant staff read them).
 */
export function ThresholdsCard() {
  const thresholds = useAttentionThresholds();
  const update = useUpdateAttentionThresholds();
  const [editing, setEditing] = useState(false);
  // A reload remounts the form (`formKey`) with the thresholds as saved.
  const [formKey, setFormKey] = useState(0);
  // One save at a time; the form closes when one is taken. 'Save mine over it' sends again what
  // the refused save sent (the mutation's own variables), over whatever is stored.
  const save = useSubmitOnce(async (body: AttentionThresholds, base: EditBase) => {
    await update.mutateAsync({ body, base });
    setEditing(false);
  });
  const card = (children: ReactNode, actions?: ReactNode) => (
    <SectionCard title={text.thresholds.title} actions={actions}>
      {children}
    </SectionCard>
  );
  if (thresholds.status === 'pending') {
    return card(<Skeleton lines={3} label={text.thresholds.title} />);
  }
  if (thresholds.status === 'error') {
    return card(
      <ErrorState message={text.thresholds.fetchError} onRetry={() => void thresholds.refetch()} />,
    );
  }
  const current = thresholds.data;
  if (editing) {
    return card(
      <Suspense fallback={<Skeleton lines={3} label={text.thresholds.title} />}>
        <ThresholdsForm
          key={formKey}
          current={current}
          saving={update.isPending}
          error={update.error}
          onReload={() => {
            void thresholds.refetch().then(() => {
              update.reset();
              setFormKey((key) => key + 1);
            });
          }}
          onOverwrite={() => {
            if (update.variables) void save(update.variables.body, { overwrite: true });
          }}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
          onSave={(next) => save(next, { version: current.version })}
        />
      </Suspense>,
    );
  }
  return card(
    <>
      {update.isSuccess && (
        <Suspense fallback={null}>
          <ThresholdsSaved />
        </Suspense>
      )}
      <PlainList>
        <li>{text.thresholds.lowBattery(current.lowBatteryPercent)}</li>
        <li>{text.thresholds.criticalBattery(current.criticalBatteryPercent)}</li>
        <li>{text.thresholds.offline(formatMinutes(current.offlineAfterMinutes))}</li>
      </PlainList>
    </>,
    <Offered operation="updateAttentionThresholds">
      <Button
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
