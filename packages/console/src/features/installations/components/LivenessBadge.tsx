import { styled } from 'styled-components';

import * as messages from '../../../messages';
import type { DeviceLiveness } from '../deviceLiveness';

const text = messages.installations;

/** The wizard header's device status: 'Device is online' / 'Device is offline' / 'Unable to get events'. */
export function LivenessBadge({ liveness }: { liveness: DeviceLiveness }) {
  const [tone, label] = describe(liveness);
  return (
    <Badge role="status" data-tone={tone}>
      <Dot aria-hidden="true" data-tone={tone} />
      {label}
    </Badge>
  );
}

function describe(liveness: DeviceLiveness): ['success' | 'muted' | 'danger', string] {
  switch (liveness.status) {
    case 'online':
      return ['success', text.online];
    case 'offline':
      return ['muted', text.offline];
    case 'error':
      return ['danger', text.eventsError];
    case 'checking':
      return ['muted', text.eventsLoading];
    default:
      return liveness satisfies never;
  }
}

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.color.text};

  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.textMuted};

  &[data-tone='success'] {
    background: ${({ theme }) => theme.color.success};
  }

  &[data-tone='danger'] {
    background: ${({ theme }) => theme.color.danger};
  }
`;
