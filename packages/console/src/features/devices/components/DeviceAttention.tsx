import { Muted } from '@hygiene/ui';
import { styled } from 'styled-components';

import {
  AttentionFindings,
  SeverityHeading,
  SeverityWord,
} from '../../../components/AttentionFindings';
import { OpenCases } from '../../../components/cases/OpenCases';
import { useDeviceAttention } from '../../../data/attention';
import { attention } from '../../../messages/attention';
import * as messages from '../../../messages';

const text = messages.deviceDetail;

/**
 * What needs doing at this device, leading its page: the worklist's item for it (the same
 * reasons, severity and since-when), by shape and in words, and who is on it (its open cases,
 * acknowledged, given to, resolved here). Nothing needs doing: one quiet line.
 * A live event of the device refreshes it (`DeviceLiveEvents`); time alone (offline) through
 * the query's own refetch interval.
 */
export function DeviceAttention({ deviceId }: { deviceId: string }) {
  const query = useDeviceAttention(deviceId);
  // While it loads, nothing: the page's facts are already there, and a placeholder would jump.
  if (query.isPending) return null;
  if (query.isError) return <Muted as="p">{text.attentionError}</Muted>;
  const item = query.data;
  if (item === null) return <Muted as="p">{text.attentionNone}</Muted>;
  const severity = attention.severity[item.severity];
  return (
    <Panel aria-labelledby="device-attention" data-severity={item.severity}>
      <SeverityHeading severity={item.severity} id="device-attention">
        {text.attentionTitle}
        <SeverityWord>{severity}</SeverityWord>
      </SeverityHeading>
      <AttentionFindings findings={item.findings} />
      <OpenCases cases={item.cases ?? []} />
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
