/** The folded event-type filter of the dashboard's feed and the device page's event history. */
export const eventTypes = {
  label: 'Event types',
  all: 'all',
  some: (shown: number, of: number) => `${shown} of ${of}`,
  /** The folded filter's one line: 'Event types: all', 'Event types: 3 of 11'. */
  summary: (shown: string) => `Event types: ${shown}`,
};
