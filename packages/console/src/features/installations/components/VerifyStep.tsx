import type { LiveEvent } from '@hygiene/realtime';
import { Button, KeyValueList, Spinner } from '@hygiene/ui';
import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { useEffect, useMemo, useState } from 'react';

import { formatDateTime } from '../../../lib/formatDate';
import { useNow } from '../../../lib/useNow';
import { consoleConfigAtom } from '../../../state/atoms';
import { installVerification as text } from '../../../messages/installVerification';
import { INSTALL_VERIFY_TIMEOUT_MS } from '../constants';
import { eventKey, verifyingEventOf, type VerifiedBy } from '../verification';
import type { Verification } from '../wizardState';
import { StatusLine, StepStack, StepText } from './stepStyles';

export interface VerifyStepProps {
  serialNumber: string;
  deviceId: string;
  verification: Verification;
  /** The live events the wizard follows (the installation's tenant), newest first. */
  events: readonly LiveEvent[];
  /** The live feed failed ('Unable to get events'): nothing can arrive to verify with. */
  feedFailed: boolean;
  /** The battery level the device last reported, if it reports one. */
  batteryLevel: number | null;
  onStart: (since: string) => void;
  onVerified: (by: VerifiedBy) => void;
  onFinishUnverified: () => void;
}

/**
 * Step 6 'Press the dispenser' (issue 51): after mounting, the installer presses the dispenser
 * once and the step shows that device's first event arrive over the hub (a hand under the sensor,
 * a dispense or a state report) with the signal and battery it reports. While it waits it says
 * what to try; after the deployment's wait (`INSTALL_VERIFY_TIMEOUT_MS` by default), or at once
 * when no live events can arrive, it offers to finish as 'installed, not verified', which the
 * installation records as such.
 */
export function VerifyStep({
  serialNumber,
  deviceId,
  verification,
  events,
  feedFailed,
  batteryLevel,
  onStart,
  onVerified,
  onFinishUnverified,
}: VerifyStepProps) {
  // What the feed held when the step opened is not the press: only an event new since then is.
  const [seen] = useState(
    () => new Set(events.filter((e) => e.deviceId === deviceId).map(eventKey)),
  );

  useEffect(() => {
    if (verification.status === 'notStarted') onStart(new Date().toISOString());
  }, [verification.status, onStart]);

  const since = verification.status === 'waiting' ? verification.since : null;
  const found = useMemo(
    () => (since ? verifyingEventOf(events, deviceId, since, seen, batteryLevel) : null),
    [events, deviceId, since, seen, batteryLevel],
  );
  // The reducer takes the first one only: a second render with the same event changes nothing.
  useEffect(() => {
    if (found) onVerified(found);
  }, [found, onVerified]);

  const timeoutMs =
    useAtomValue(consoleConfigAtom).installVerificationTimeoutMs ?? INSTALL_VERIFY_TIMEOUT_MS;
  const now = useNow(verification.status === 'waiting' ? 1_000 : null);
  const waitedMs = since ? Math.max(0, now - Date.parse(since)) : 0;
  const mayFinish = feedFailed || waitedMs >= timeoutMs;

  if (verification.status === 'verified') {
    const { by } = verification;
    return (
      <StepStack>
        <StatusLine data-tone="success" role="status">
          {text.verified(serialNumber)}
        </StatusLine>
        <KeyValueList
          items={[
            {
              label: text.event,
              value: `${text.eventTypes[by.eventType]}, ${formatDateTime(by.timestamp)}`,
            },
            { label: text.signal, value: by.rssi === null ? text.notReported : text.rssi(by.rssi) },
            {
              label: text.battery,
              value: by.batteryLevel === null ? text.notReported : text.percent(by.batteryLevel),
            },
          ]}
        />
      </StepStack>
    );
  }
  if (verification.status === 'notVerified') {
    return (
      <StepStack>
        <StatusLine role="status">{text.notVerified(serialNumber)}</StatusLine>
        <StepText>{text.notVerifiedNext}</StepText>
      </StepStack>
    );
  }
  return (
    <StepStack>
      <StepText>{text.pressOnce}</StepText>
      {feedFailed ? (
        <StatusLine data-tone="danger" role="alert">
          {text.noLiveEvents}
        </StatusLine>
      ) : (
        <Waiting>
          <Spinner size={24} label={text.waitingLabel} />
          <StepText>{text.waiting(Math.floor(waitedMs / 1000))}</StepText>
        </Waiting>
      )}
      <StepText>{text.whatToTry}</StepText>
      {mayFinish ? (
        <Button onClick={onFinishUnverified}>{text.finishUnverified}</Button>
      ) : (
        <StepText>{text.finishLater(Math.ceil((timeoutMs - waitedMs) / 1000))}</StepText>
      )}
    </StepStack>
  );
}

const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
