import { useEventWords } from '@hygiene/realtime';
import { Button, ChecklistField, Disclosure, Inline } from '@hygiene/ui';

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
 * ('Event types: all', 'Event types: 3 of 11') and opens onto the checkboxes. Eleven checkboxes
 * always on screen pushed the feed below the fold.
 */
export function EventTypeFilter({ options, chosen, onChange }: EventTypeFilterProps) {
  const say = useEventWords();
  const shown =
    chosen.length === options.length
      ? messages.eventTypes.all
      : messages.eventTypes.some(chosen.length, options.length);
  return (
    <Disclosure summary={messages.eventTypes.summary(shown)}>
      <Inline>
        <Button onClick={() => onChange(options)} disabled={chosen.length === options.length}>
          {text.showAllEventTypes}
        </Button>
        <Button onClick={() => onChange([])} disabled={chosen.length === 0}>
          {text.showNoEventTypes}
        </Button>
      </Inline>
      <ChecklistField
        label={messages.eventTypes.label}
        columns
        hideLegend
        // In words; the configured code is what the feed filters by.
        options={options.map((name) => ({ value: name, label: say(name) }))}
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
    </Disclosure>
  );
}
