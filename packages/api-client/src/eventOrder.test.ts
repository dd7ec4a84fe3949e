import { describe, expect, it } from 'vitest';

import { eventOrderMs } from './eventOrder';

const at = (iso: string) => Date.parse(iso);

describe('eventOrderMs', () => {
  it("is the device's timestamp when it is not after the platform received it", () => {
    expect(eventOrderMs('2026-11-24T10:00:00.000Z', '2026-11-24T10:00:01.000Z')).toBe(
      at('2026-11-24T10:00:00.000Z'),
    );
    expect(eventOrderMs('2026-11-24T10:00:00.000Z', '2026-11-24T10:00:00.000Z')).toBe(
      at('2026-11-24T10:00:00.000Z'),
    );
  });

  it('is when the platform received it for a device clock running ahead', () => {
    expect(eventOrderMs('2027-01-01T00:00:00.000Z', '2026-11-24T10:00:01.000Z')).toBe(
      at('2026-11-24T10:00:01.000Z'),
    );
  });

  it('takes the timestamp alone without a readable receive time, and epoch milliseconds too', () => {
    const ms = at('2026-11-24T10:00:00.000Z');
    expect(eventOrderMs(ms, null)).toBe(ms);
    expect(eventOrderMs(ms, 'not a date')).toBe(ms);
    expect(eventOrderMs('nonsense')).toBeNaN();
  });
});
