import type { AttentionFinding, AttentionSeverity } from '@hygiene/api-client';
import { StatusShape } from '@hygiene/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

import { findingText } from '../lib/findingText';
import { formatDateTime } from '../lib/formatDate';
import { attention as text } from '../messages/attention';

/**
 * The heading of what needs doing at a device: its severity by shape (a square for critical, a
 * triangle for a warning) and in words, then `children` (the worklist's device link, the device
 * page's title). The worklist's cards and the device page head their findings alike.
 */
export function SeverityHeading({
  severity,
  id,
  children,
}: {
  severity: AttentionSeverity;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Heading id={id}>
      <StatusShape tone={severity === 'critical' ? 'danger' : 'warning'} />
      {children}
    </Heading>
  );
}

/** A severity in words, small and spaced, as the heading shows it. */
export const SeverityWord = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
`;

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
