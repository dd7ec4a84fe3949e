/**
 * When an event happened as far as order and recency go: the device's timestamp, but never later
 * than the platform received it. A device can report nothing before it happens, so a timestamp
 * after `receivedOnServer` is a device clock running ahead; taken as it is, such an event would
 * pin itself at the top of every feed (and count as live) until that clock's time came. The
 * platform's event pages and the live feed both order by this, so they agree on the newest N.
 *
 * Answers NaN for a timestamp that does not parse (the caller drops such an event).
 */
export function eventOrderMs(timestamp: string | number, receivedOnServer?: string | null): number {
  const happened = typeof timestamp === 'number' ? timestamp : Date.parse(timestamp);
  const received = receivedOnServer ? Date.parse(receivedOnServer) : Number.NaN;
  return Number.isFinite(received) && received < happened ? received : happened;
}
