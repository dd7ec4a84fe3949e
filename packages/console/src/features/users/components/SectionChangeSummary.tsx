import type { NamedReference } from '@hygiene/api-client';
import { Muted } from '@hygiene/ui';
import { styled } from 'styled-components';

import * as messages from '../../../messages';
import type { SectionDiff } from '../userRules';

const text = messages.users.detail;

export interface SectionChangeSummaryProps {
  diff: SectionDiff;
  groupsChanged: boolean;
  /** How many sections the user keeps after the change. */
  sectionsAfter: number;
}

/**
 * Says plainly, before saving, which sections a change adds and which it removes (who may see
 * what is the point of these screens). Announced politely as it changes.
 */
export function SectionChangeSummary({
  diff,
  groupsChanged,
  sectionsAfter,
}: SectionChangeSummaryProps) {
  const sectionsChanged = diff.added.length > 0 || diff.removed.length > 0;
  return (
    <Box role="status" aria-label={text.changeSummary}>
      {diff.added.length > 0 ? <Line label={text.adds} sections={diff.added} tone="added" /> : null}
      {diff.removed.length > 0 ? (
        <Line label={text.removes} sections={diff.removed} tone="removed" />
      ) : null}
      {!sectionsChanged ? <Muted as="p">{text.keepsSections}</Muted> : null}
      {sectionsChanged && sectionsAfter === 0 ? <p>{text.noSectionsLeft}</p> : null}
      {groupsChanged ? <p>{text.groupsChange}</p> : null}
    </Box>
  );
}

function Line({
  label,
  sections,
  tone,
}: {
  label: string;
  sections: readonly NamedReference[];
  tone: 'added' | 'removed';
}) {
  return (
    <p>
      <Strong>{label}</Strong> <Names $tone={tone}>{sections.map((s) => s.name).join(', ')}</Names>
    </p>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Strong = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Names = styled.span<{ $tone: 'added' | 'removed' }>`
  color: ${({ theme }) => theme.color.text};
  text-decoration: ${({ $tone }) => ($tone === 'removed' ? 'line-through' : 'none')};
`;
