import type { AttentionFinding } from '@hygiene/api-client';
import { styled } from 'styled-components';

import { findingText } from '../lib/findingText';
import { formatDateTime } from '../lib/formatDate';
import { attention as text } from '../messages/attention';

/**
 * A device's findings, worst first, each with since when ('Empty since 27.11.2026, 08:14'; an
 * offline device's last message). The worklist's cards and the device page list them alike.
 */
export function AttentionFindings({ findings }: { findings: readonly AttentionFinding[] }) {
  return (
    <Findings>
      {findings.map((finding) => (
        <li key={finding.reason}>
          <strong>{findingText(finding)}</strong> {sinceText(finding)}
        </li>
      ))}
    </Findings>
  );
}

function sinceText(finding: AttentionFinding): string {
  if (!finding.since) return text.sinceUnknown;
  const when = formatDateTime(finding.since);
  return finding.reason === 'offline' ? text.lastMessage(when) : text.since(when);
}

const Findings = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;
