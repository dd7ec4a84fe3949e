import { Button, StatusDot } from '@hygiene/ui';
import { styled } from 'styled-components';

import { liveIndicator } from '../liveIndicator';
import { useRealtimeMessages } from '../messages';
import { useRealtimeConnectionState } from '../react/hooks';
import { useRealtimeClientWhenReady } from '../react/RealtimeProvider';

/**
 * The live-connection indicator of spec §2: the UI kit's status dot, whose tooltip and
 * accessible name say 'Connecting to real time server ...', 'Receiving live events' or
 * 'Unable to receive live events'. While the connection is down the tooltip also says when the
 * next try is, and a 'Retry' button beside the dot tries at once (a tooltip cannot hold a
 * button: it closes when the pointer leaves the dot and ARIA tooltips hold no controls). Place
 * it inside a `RealtimeProvider` (the app bar).
 */
export function LiveConnectionIndicator() {
  const client = useRealtimeClientWhenReady();
  const text = useRealtimeMessages();
  const { tone, label, detail, canRetry } = liveIndicator(useRealtimeConnectionState(), text);
  return (
    <Row>
      <StatusDot tone={tone} label={label} {...(detail === undefined ? {} : { detail })} />
      {canRetry && client ? (
        <Button aria-label={text.indicator.retryLabel} onClick={() => void client.retry()}>
          {text.indicator.retry}
        </Button>
      ) : null}
    </Row>
  );
}

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;
