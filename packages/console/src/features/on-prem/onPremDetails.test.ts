import { describe, expect, it } from 'vitest';

import { onPremFacts, onPremText } from './onPremDetails';

const deployment = {
  environment: 'sandbox',
  apiUrl: 'https://console.example/api',
  hubUrl: 'https://console.example/hubs/events',
  identityUrl: 'https://id.example',
  realm: 'demo',
  version: '1.4.0',
};

describe('onPremFacts', () => {
  it('lists what the console is connected to, in the order support asks for it', () => {
    expect(onPremFacts(deployment, 'demo', 'Receiving live events')).toEqual([
      { label: 'Environment', value: 'sandbox' },
      { label: 'Console version', value: '1.4.0' },
      { label: 'Tenant', value: 'demo' },
      { label: 'API', value: 'https://console.example/api' },
      { label: 'Real-time hub', value: 'https://console.example/hubs/events' },
      { label: 'Identity provider', value: 'https://id.example' },
      { label: 'Realm', value: 'demo' },
      { label: 'Live connection', value: 'Receiving live events' },
    ]);
  });

  it("says 'not known' for what the host never told it, never an empty value", () => {
    const facts = onPremFacts(null, '', ' ');
    expect(facts.every((fact) => fact.value === 'not known')).toBe(true);
    expect(onPremFacts({ ...deployment, version: '' }, 'demo', 'x')[1]).toEqual({
      label: 'Console version',
      value: 'not known',
    });
  });

  it('copies as one line per fact', () => {
    expect(onPremText(onPremFacts(deployment, 'demo', 'Receiving live events'))).toBe(
      [
        'Environment: sandbox',
        'Console version: 1.4.0',
        'Tenant: demo',
        'API: https://console.example/api',
        'Real-time hub: https://console.example/hubs/events',
        'Identity provider: https://id.example',
        'Realm: demo',
        'Live connection: Receiving live events',
      ].join('\n'),
    );
  });
});
