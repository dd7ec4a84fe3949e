import { Muted, StatusShape } from '@hygiene/ui';
import { styled } from 'styled-components';

import { AttentionFindings } from '../../../components/AttentionFindings';
import { useDeviceAttention } from '../../../data/attention';
import { useAttentionLiveRefresh } from '../../../data/useAttentionLiveRefresh';
import { attention } from '../../../messages/attention';
import * as messages from '../../../messages';

const text = messages.deviceDetail;

/**
 * What needs doing at this device, leading its page: the worklist's item for it (the same
 * reasons, severity and since-when), by shape and in words. Nothing needs doing: one quiet line.
 * Kept live as the worklist is.
 */
export function DeviceAttention({ deviceId }: { deviceId: string }) {
  useAttentionLiveRefresh();
  const query = useDeviceAttention(deviceId);
  // While it loads, nothing: the page's facts are already there, and a placeholder would jump.
  if (query.isPending) return null;
  if (query.isError) return <Muted as="p">{text.attentionError}</Muted>;
  const item = query.data;
  if (item === null) return <Muted as="p">{text.attentionNone}</Muted>;
  const severity = attention.severity[item.severity];
  return (
    <Panel aria-labelledby="device-attention" data-severity={item.severity}>
      <Heading id="device-attention">
        <StatusShape tone={item.severity === 'critical' ? 'danger' : 'warning'} />
        {text.attentionTitle}
        <Severity>{severity}</Severity>
      </Heading>
      <AttentionFindings findings={item.findings} />
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;

  &[data-severity='critical'] {
    border-left-color: ${({ theme }) => theme.color.danger};
  }
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
`;

const Severity = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
