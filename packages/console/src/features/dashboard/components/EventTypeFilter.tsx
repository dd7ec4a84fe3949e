import { Button, ChecklistField, Inline } from '@hygiene/ui';
import styled from 'styled-components';

import * as messages from '../../../messages';

const text = messages.dashboard;

export interface EventTypeFilterProps {
  /** The event types runtime configuration lets people filter on. */
  options: readonly string[];
  /** The ones shown now. */
  chosen: readonly string[];
  onChange: (chosen: readonly string[]) => void;
}

/**
 * The feed's event-type filter folded into one control: a disclosure that says what is shown
 * ('All event types', '3 of 11 event types') and opens onto the checkboxes. Eleven checkboxes
 * always on screen pushed the feed below the fold. A native `details` element: keyboard,
 * screen readers and touch work without script, and it never traps focus.
 */
export function EventTypeFilter({ options, chosen, onChange }: EventTypeFilterProps) {
  const summary =
    chosen.length === options.length
      ? text.allEventTypes
      : text.someEventTypes(chosen.length, options.length);
  return (
    <Disclosure>
      <Summary>
        {text.eventFilter}: {summary}
      </Summary>
      <Panel>
        <Inline>
          <Button onClick={() => onChange(options)} disabled={chosen.length === options.length}>
            {text.showAllEventTypes}
          </Button>
          <Button onClick={() => onChange([])} disabled={chosen.length === 0}>
            {text.showNoEventTypes}
          </Button>
        </Inline>
        <Columns>
          <ChecklistField
            label={text.eventFilter}
            options={options.map((name) => ({ value: name, label: name }))}
            values={chosen}
            onChange={(event) => {
              const name = event.target.value;
              // Keep the configured order, whatever order the boxes were ticked in.
              const next = event.target.checked
                ? options.filter((option) => option === name || chosen.includes(option))
                : chosen.filter((option) => option !== name);
              onChange(next);
            }}
          />
        </Columns>
      </Panel>
    </Disclosure>
  );
}

const Disclosure = styled.details`
  flex: 1 1 16rem;
  min-width: 0;
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }
  /* The open-or-closed mark, drawn by CSS so it turns with the disclosure. */
  &::after {
    content: '';
    margin-left: auto;
    width: 0.5em;
    height: 0.5em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
  }
  details[open] > &::after {
    transform: translateY(25%) rotate(-135deg);
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0 0;
`;

const Columns = styled.div`
  /* The checkboxes flow into columns where there is room. */
  fieldset {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(11rem, 100%), 1fr));
  }
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;
