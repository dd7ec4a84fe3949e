import { FLUID_TYPES, type Device, type FluidType, type PowerSource } from '@hygiene/api-client';
import {
  Banner,
  Button,
  ConfirmDialog,
  Inline,
  KeyValueList,
  Muted,
  Section,
  SectionTitle,
  SelectField,
} from '@hygiene/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { ChangedElsewhere, isChangedElsewhere } from '../../../components/ChangedElsewhere';
import { POWER_SOURCES } from '../../../constants';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { formatDateTime } from '../../../lib/formatDate';
import * as messages from '../../../messages';
import { deviceKeys } from '../api/queryKeys';
import { useUpdateDevice, type DeviceChange } from '../api/updateDevice';
import { asPowerSource, fluidLabel, powerSourceLabel } from '../deviceText';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';

const text = messages.deviceDetail;

/** Fluid and fluid type, power source and batteries of one device, each changeable. */
export function DeviceSettings({ device }: { device: Device }) {
  const update = useUpdateDevice(device.id);
  const [fluidType, setFluidType] = useState<FluidType>(device.fluid?.type ?? FLUID_TYPES[0]);
  // An answer may carry a power source the console cannot set; the choice then starts at the first.
  const [powerSource, setPowerSource] = useState<PowerSource>(
    asPowerSource(device.powerSource) ?? POWER_SOURCES[0],
  );
  const [confirmingBatteries, setConfirmingBatteries] = useState(false);
  const send = useSubmitOnce((change: DeviceChange) => update.mutateAsync(change));
  const version = { version: device.version };
  const changedElsewhere = update.isError && isChangedElsewhere(update.error);
  const queryClient = useQueryClient();
  const { tenant } = useConsoleApi();
  const busy = update.isPending;
  // What the last write recorded, in words that say when the worklist follows.
  const saved =
    update.variables?.status === 'refill'
      ? text.refillRecorded
      : update.variables?.status === 'batteries'
        ? text.batteryChangeRecorded
        : text.saved;

  return (
    <>
      <Section aria-labelledby="device-fluid">
        <SectionTitle id="device-fluid">{text.fluidSection}</SectionTitle>
        <p>{fluidLabel(device)}</p>
        <Inline>
          <SelectField
            label={text.fluidType}
            value={fluidType}
            onChange={(event) => setFluidType(event.target.value as FluidType)}
            options={FLUID_TYPES.map((type) => ({ value: type, label: messages.fluid[type] }))}
          />
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => void send({ status: 'fluidType', type: fluidType, base: version })}
          >
            {text.changeFluidType}
          </Button>
          <Button
            disabled={busy || !device.fluid}
            onClick={() => device.fluid && void send({ status: 'refill', type: device.fluid.type })}
          >
            {text.recordRefill}
          </Button>
        </Inline>
        <Muted as="p">{text.refillHint}</Muted>
      </Section>
      <Section aria-labelledby="device-power">
        <SectionTitle id="device-power">{text.powerSection}</SectionTitle>
        <p>{powerSourceLabel(device)}</p>
        <Inline>
          <SelectField
            label={text.powerSource}
            value={powerSource}
            onChange={(event) => setPowerSource(asPowerSource(event.target.value) ?? powerSource)}
            options={POWER_SOURCES.map((source) => ({
              value: source,
              label: messages.powerSource[source],
            }))}
          />
          <Button
            disabled={busy}
            onClick={() => void send({ status: 'powerSource', powerSource, base: version })}
          >
            {text.changePowerSource}
          </Button>
        </Inline>
      </Section>
      <Section aria-labelledby="device-batteries">
        <SectionTitle id="device-batteries">{text.batteriesSection}</SectionTitle>
        <KeyValueList
          items={[
            {
              label: text.batteryLevel,
              value:
                device.batteries?.level != null
                  ? messages.deviceList.batteryLevel(device.batteries.level)
                  : messages.none,
            },
            {
              label: text.batteryChanged,
              value: device.batteries?.lastChanged ? (
                formatDateTime(device.batteries.lastChanged)
              ) : (
                <Muted>{messages.none}</Muted>
              ),
            },
          ]}
        />
        <Inline>
          <Button disabled={busy} onClick={() => setConfirmingBatteries(true)}>
            {text.recordBatteryChange}
          </Button>
        </Inline>
        <Muted as="p">{text.batteryChangeHint}</Muted>
        {/* It clears a critical item at once: asked first, so a stray tap records nothing. */}
        <ConfirmDialog
          open={confirmingBatteries}
          title={text.batteryChangeTitle}
          confirmLabel={text.recordBatteryChange}
          cancelLabel={text.cancel}
          busy={busy}
          onCancel={() => setConfirmingBatteries(false)}
          onConfirm={() =>
            void send({ status: 'batteries', body: { changed: new Date().toISOString() } }).then(
              () => setConfirmingBatteries(false),
            )
          }
        >
          {text.batteryChangeBody}
        </ConfirmDialog>
      </Section>
      {update.isSuccess ? (
        <Banner tone="success" dismissible onHide={update.reset}>
          {saved}
        </Banner>
      ) : null}
      {changedElsewhere ? (
        <ChangedElsewhere
          busy={busy}
          onReload={() => {
            // The device as saved elsewhere, and the choices set back to it.
            const key = deviceKeys.detail(tenant, device.id);
            void queryClient.refetchQueries({ queryKey: key }).then(() => {
              const fresh = queryClient.getQueryData<Device>(key);
              if (fresh) {
                setFluidType(fresh.fluid?.type ?? FLUID_TYPES[0]);
                setPowerSource(asPowerSource(fresh.powerSource) ?? POWER_SOURCES[0]);
              }
              update.reset();
            });
          }}
          onOverwrite={() => {
            const last = update.variables;
            if (last && 'base' in last) void send({ ...last, base: { overwrite: true } });
          }}
        />
      ) : update.isError ? (
        <Banner tone="error" dismissible onHide={update.reset}>
          {text.saveFailed}
        </Banner>
      ) : null}
    </>
  );
}
