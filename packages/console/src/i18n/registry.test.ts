import { describe, expect, it } from 'vitest';

import { currentLanguage, defineMessages, setLanguage } from './registry';

/** An area whose Bokmål arrives after `ms`. */
const area = (title: string, translated: string, ms: number) =>
  defineMessages(
    {
      en: {},
      nb: () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ default: { title: [translated] } }), ms),
        ),
    },
    { title },
  );

describe('setLanguage', () => {
  it('lets the newest of overlapping switches win', async () => {
    const devices = area('Devices', 'Dispensere', 30);
    // Bokmål is asked for first but arrives last; English, asked for after it, stays.
    await Promise.all([setLanguage('nb'), setLanguage('en')]);
    expect(currentLanguage()).toBe('en');
    expect(devices.title).toBe('Devices');
  });

  it('switches only once an area that arrives during the switch has its texts too', async () => {
    const rooms = area('Rooms', 'Rom', 10);
    const switching = setLanguage('nb');
    // A screen's chunk brings a new area while the first one still loads.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const floors = area('Floors', 'Etasjer', 40);
    await switching;
    expect(currentLanguage()).toBe('nb');
    expect([rooms.title, floors.title]).toEqual(['Rom', 'Etasjer']);
  });
});
