import { useId, useState } from 'react';
import { styled } from 'styled-components';

import { COLLAPSE_AFTER_WORDS, MIN_TARGET_SIZE_PX } from '../constants';
import { useUiMessages } from '../messages';
import { buttonText, focusRing } from '../shared/focusRing';
import { truncateWords } from './truncateWords';

export interface CollapsibleTextProps {
  /** The text (e.g. a device model's description). Rendered as text, never as HTML. */
  text: string;
  /** Words shown while collapsed. Defaults to spec §9's 16. */
  wordLimit?: number;
}

/** Long text cut after 16 words, with 'show more' / 'show less'. Short text shows as it is. */
export function CollapsibleText({ text, wordLimit = COLLAPSE_AFTER_WORDS }: CollapsibleTextProps) {
  const messages = useUiMessages();
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const cut = truncateWords(text, wordLimit);
  if (cut.status === 'short') return <Paragraph>{cut.text}</Paragraph>;
  return (
    <Paragraph>
      <span id={textId}>{expanded ? cut.full : `${cut.head}…`}</span>{' '}
      <Toggle
        type="button"
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={() => setExpanded((e) => !e)}
      >
        {expanded ? messages.collapsibleText.less : messages.collapsibleText.more}
      </Toggle>
    </Paragraph>
  );
}

const Paragraph = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Toggle = styled.button`
  min-height: ${MIN_TARGET_SIZE_PX}px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.link};
  ${buttonText}
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;
