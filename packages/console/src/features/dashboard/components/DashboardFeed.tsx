import { LiveFeed, validateMaxEventsInFeed, DEFAULT_MAX_EVENTS_IN_FEED } from '@hygiene/realtime';
import { ChecklistField, Inline, NumberField, Section, SectionTitle } from '@hygiene/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

import { messages } from '../../../messages';
import { consoleConfigAtom } from '../../../state/atoms';

const text = messages.dashboard;

/** The typed size: a number the feed takes, or the validation message (spec §5). */
type MaxEvents = { kind: 'valid'; value: number } | { kind: 'invalid'; message: string };

function readMaxEvents(input: string): MaxEvents {
  const value = Number(input.trim());
  try {
    if (input.trim() === '' || !Number.isFinite(value)) throw new Error(text.maxEventsInvalid);
    validateMaxEventsInFeed(value);
    return { kind: 'valid', value };
  } catch (error) {
    return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The dashboard's live feed: filtered by the configured filterable events (all ticked at
 * first), at most 'Max events in feed' events (default 10; negative gives 'maxEventsInFeed
 * cannot be negative'), live events highlighted and coloured by the realtime package.
 */
export function DashboardFeed() {
  const { filterableEvents, eventColors } = useAtomValue(consoleConfigAtom);
  const [input, setInput] = useState(String(DEFAULT_MAX_EVENTS_IN_FEED));
  const [lastValid, setLastValid] = useState(DEFAULT_MAX_EVENTS_IN_FEED);
  const [chosen, setChosen] = useState<readonly string[]>(filterableEvents);
  const max = readMaxEvents(input);

  return (
    <Section aria-labelledby="live-feed">
      <SectionTitle id="live-feed">{text.feedSection}</SectionTitle>
      <Inline>
        <NumberField
          label={text.maxEvents}
          value={input}
          {...(max.kind === 'invalid' ? { error: max.message } : {})}
          onChange={(event) => {
            setInput(event.target.value);
            const next = readMaxEvents(event.target.value);
            if (next.kind === 'valid') setLastValid(next.value);
          }}
        />
        {filterableEvents.length > 0 ? (
          <ChecklistField
            label={text.eventFilter}
            options={filterableEvents.map((name) => ({ value: name, label: name }))}
            values={chosen}
            onChange={(event) => {
              const name = event.target.value;
              setChosen(
                event.target.checked ? [...chosen, name] : chosen.filter((n) => n !== name),
              );
            }}
          />
        ) : null}
      </Inline>
      <LiveFeed
        // An invalid size keeps the last valid feed on screen; the field shows the error.
        maxEventsInFeed={max.kind === 'valid' ? max.value : lastValid}
        {...(filterableEvents.length > 0 ? { eventTypes: chosen } : {})}
        colors={eventColors}
      />
    </Section>
  );
}
