import type { DeviceModel, ProvisionRequest } from '@hygiene/api-client';
import {
  Button,
  CollapsibleText,
  ErrorState,
  Inline,
  KeyValueList,
  Muted,
  NumberField,
  RadioGroupField,
  SectionCard,
  Spinner,
} from '@hygiene/ui';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';

import { lazy } from '../../../i18n';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useProvisionDevices } from '../api/provisionDevices';
import { checkDeviceCount, provisionRequestOf } from '../deviceCount';
import type { PrintedSerialsCheck } from '../printedSerials';
import { browserSessionStorage, storeResult, type StoredProvisionResult } from '../storedResult';

const text = messages.provisioning;

// The picker and the dialog load on the first 'Select a model', not with the form.
const ModelPickerDialog = lazy(() =>
  import('../components/ModelPickerDialog').then((m) => ({ default: m.ModelPickerDialog })),
);
// Printed serials are the rarer way: the list, its rules and texts load when chosen.
const PrintedSerialsField = lazy(() =>
  import('../components/PrintedSerialsField').then((m) => ({ default: m.PrintedSerialsField })),
);

/** Where the new devices' serials come from: the platform numbers them, or they are printed. */
const SERIAL_SOURCES = ['numbered', 'printed'] as const;
type SerialSource = (typeof SERIAL_SOURCES)[number];

/**
 * Spec §4 provision submit. Success leaves the form (the result is stored and the results open),
 * so it is not a state the form stays in.
 */
export type SubmitState =
  { status: 'default' } | { status: 'loading'; count: number } | { status: 'error' };

/** What the results page gets in the navigation state when storage refused the result. */
export interface ResultsNavigationState {
  unstoredResult: StoredProvisionResult;
}

/**
 * The provisioning form (`/devices/provision/form`, spec §2): choose a model in 'Select Model',
 * see its name (with an edit option), prefix and description, type the 'Number of new devices'
 * and 'Create'. A second submit while one is on its way is ignored: one request per Create.
 * Devices that arrived with printed serials (issue 46) are created with those instead: a list
 * typed, scanned or read from a CSV, which sets how many.
 */
export function ProvisionFormScreen() {
  const { tenant } = useConsoleApi();
  const navigate = useNavigate();
  const provision = useProvisionDevices();
  const [model, setModel] = useState<DeviceModel | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [countInput, setCountInput] = useState('');
  const [source, setSource] = useState<SerialSource>('numbered');
  const [printedList, setPrintedList] = useState('');
  const [printedCheck, setPrintedCheck] = useState<PrintedSerialsCheck>({ status: 'empty' });
  // The submit's state is the mutation's own. After success the form is being left: it stays 'loading' until the results open, so Create
  // is not offered again in between.
  const submit: SubmitState =
    provision.status === 'pending' || provision.status === 'success'
      ? { status: 'loading', count: provision.variables.numberOfNewDevices }
      : provision.status === 'error'
        ? { status: 'error' }
        : { status: 'default' };
  const countField = useRef<HTMLInputElement>(null);
  // After a model is chosen the button that opened the dialog may be gone: go on to the count.
  const focusCountNext = useRef(false);
  useEffect(() => {
    if (pickerOpen || !focusCountNext.current) return;
    focusCountNext.current = false;
    countField.current?.focus();
  }, [pickerOpen]);

  const check = checkDeviceCount(countInput);
  const request: ProvisionRequest | null =
    source === 'numbered'
      ? provisionRequestOf(model?.id ?? null, check)
      : model && printedCheck.status === 'valid'
        ? {
            deviceSpecification: { modelId: model.id },
            numberOfNewDevices: printedCheck.serialNumbers.length,
            serialNumbers: printedCheck.serialNumbers,
          }
        : null;
  const busy = submit.status === 'loading';

  // A second submit while one is on its way is ignored, however fast (one request per Create).
  // The result is stored even when the person has left the form meanwhile; only the form that
  // is still open goes on to the results.
  const open = useRef(false);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const provisionOnce = useSubmitOnce(async (request: ProvisionRequest) => {
    const result = await provision.mutateAsync(request);
    const stored = storeResult(browserSessionStorage(), { ...result, tenant });
    if (!open.current) return;
    const state: ResultsNavigationState | undefined = stored
      ? undefined
      : { unstoredResult: { ...result, tenant } };
    void navigate(paths.provisionResults.to(tenant), { state });
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.status !== 'default' || request === null) return;
    void provisionOnce(request);
  };

  const choose = (chosen: DeviceModel) => {
    setModel(chosen);
    setPickerOpen(false);
    focusCountNext.current = true;
  };

  return (
    <SectionCard title={text.formSection}>
      <Form onSubmit={onSubmit} noValidate aria-busy={busy}>
        {model === null ? (
          <div>
            <Button variant="primary" onClick={() => setPickerOpen(true)}>
              {text.selectModel}
            </Button>
          </div>
        ) : (
          <KeyValueList
            items={[
              {
                label: text.model,
                value: (
                  <Inline>
                    <span>{model.name}</span>
                    <Button onClick={() => setPickerOpen(true)} disabled={busy}>
                      {text.editModel}
                    </Button>
                  </Inline>
                ),
              },
              { label: text.prefix, value: model.serialNumberPrefix },
              {
                label: text.description,
                value: model.description ? (
                  <CollapsibleText text={model.description} />
                ) : (
                  <Muted>{messages.none}</Muted>
                ),
              },
            ]}
          />
        )}
        <RadioGroupField
          label={text.serialSource}
          options={SERIAL_SOURCES.map((option) => ({
            value: option,
            label: text.serialSources[option],
          }))}
          value={source}
          onChange={setSource}
          disabled={busy}
        />
        {source === 'numbered' ? (
          <CountField>
            <NumberField
              ref={countField}
              label={text.count}
              value={countInput}
              onChange={(event) => setCountInput(event.target.value)}
              error={check.status === 'invalid' ? check.error : undefined}
              readOnly={busy}
              maxLength={4}
            />
          </CountField>
        ) : (
          <Suspense fallback={<Spinner label={text.serialSources.printed} />}>
            <PrintedSerialsField
              value={printedList}
              onChange={setPrintedList}
              prefix={model?.serialNumberPrefix ?? null}
              onCheck={setPrintedCheck}
              readOnly={busy}
            />
          </Suspense>
        )}
        {submit.status === 'error' ? (
          <ErrorState
            message={text.createFailed}
            onRetry={() => provision.reset()}
            retryLabel={text.ok}
          />
        ) : (
          <Inline>
            {/* aria-disabled while busy rather than disabled: focus stays on the button and a
                second press reaches onSubmit, which ignores it. */}
            <Button
              type="submit"
              variant="primary"
              disabled={request === null && !busy}
              aria-disabled={busy || undefined}
            >
              {text.create}
            </Button>
            {submit.status === 'loading' ? (
              <Busy role="status">
                <Spinner size={20} label={text.creating(submit.count)} />
                <span>{text.creating(submit.count)}</span>
              </Busy>
            ) : null}
          </Inline>
        )}
      </Form>
      {pickerOpen ? (
        <Suspense fallback={<Spinner label={text.selectModelTitle} />}>
          <ModelPickerDialog
            selected={model}
            onSelect={choose}
            onClose={() => setPickerOpen(false)}
          />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const CountField = styled.div`
  max-width: 240px;
`;

const Busy = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
