import { afterEach, describe, expect, it, vi } from 'vitest';

import { settleStoredPartner } from './partnerEntry';

const context = {
  config: { identity: { url: 'https://id.example', defaultRealm: 'demo' } },
  render: () => undefined,
} as unknown as Parameters<typeof settleStoredPartner>[0];
const at = (pathname: string) => ({ pathname, search: '?internal=true', hash: '' });

function realms(known: readonly string[]) {
  const fetchMock = vi.fn<typeof fetch>(
    async (url) =>
      new Response('{}', {
        status: known.some((realm) => String(url).includes(`/realms/${realm}/`)) ? 200 : 404,
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const session = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => void session.set(key, value),
  });
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a stored partner at start-up', () => {
  it('is kept when the identity provider knows it, and asked once per tab', async () => {
    const fetchMock = realms(['demo']);
    await expect(settleStoredPartner(context, 'demo', at('/demo/dashboard'))).resolves.toEqual({
      status: 'keep',
    });
    await settleStoredPartner(context, 'demo', at('/demo/devices'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('unknown at its own address: the gate at the rest of the address; elsewhere: forgotten', async () => {
    realms(['demo']);
    await expect(
      settleStoredPartner(context, 'demoo', at('/demoo/devices/HDX3-1')),
    ).resolves.toEqual({ status: 'gate', address: at('/devices/HDX3-1') });
    await expect(settleStoredPartner(context, 'demoo', at('/demoo'))).resolves.toEqual({
      status: 'gate',
      address: at('/'),
    });
    await expect(settleStoredPartner(context, 'demoo', at('/demo/lander'))).resolves.toEqual({
      status: 'forget',
    });
  });

  it('is kept when the provider does not answer (sign-in then tells)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(settleStoredPartner(context, 'demo', at('/demo'))).resolves.toEqual({
      status: 'keep',
    });
  });
});
