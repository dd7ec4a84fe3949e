import { describe, expect, it, vi } from 'vitest';

import { checkPartner } from './partnerCheck';

const answering = (status: number) =>
  vi.fn<typeof fetch>(async () => new Response('{}', { status }));

describe('checkPartner', () => {
  it("asks the realm's discovery document, the name encoded", async () => {
    const fetchImpl = answering(200);
    await expect(checkPartner('https://id.example/', 'demo', fetchImpl)).resolves.toEqual({
      status: 'known',
    });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(
      'https://id.example/realms/demo/.well-known/openid-configuration',
    );
    await checkPartner('https://id.example', 'a/b', fetchImpl);
    expect(fetchImpl.mock.calls[1]?.[0]).toBe(
      'https://id.example/realms/a%2Fb/.well-known/openid-configuration',
    );
  });

  it('calls a 404 unknown, and anything else (5xx, network) unreachable', async () => {
    await expect(checkPartner('https://id', 'demoo', answering(404))).resolves.toEqual({
      status: 'unknown',
    });
    await expect(checkPartner('https://id', 'demo', answering(503))).resolves.toEqual({
      status: 'unreachable',
    });
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checkPartner('https://id', 'demo', failing)).resolves.toEqual({
      status: 'unreachable',
    });
  });
});
