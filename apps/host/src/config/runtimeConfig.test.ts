import { describe, expect, it } from 'vitest';

import { cookieDomainOf, pageTitle, parseRuntimeConfig } from './runtimeConfig';

const page = 'http://localhost:8080/demo/dashboard';
const valid = {
  environment: 'sandbox',
  apiUrl: '/api',
  hubUrl: '/hubs/events',
  identity: { url: '/', defaultRealm: 'demo' },
  serviceTenantIdentifier: 'service',
  filterableEvents: ['HandSense', 'Bluetooth'],
  eventColors: { HandSense: '#1a7f37' },
};

describe('parseRuntimeConfig', () => {
  it('accepts a valid config and makes its URLs absolute', () => {
    const result = parseRuntimeConfig(valid, page);
    expect(result).toEqual({
      ok: true,
      config: {
        ...valid,
        cookieDomain: 'localhost',
        apiUrl: 'http://localhost:8080/api',
        hubUrl: 'http://localhost:8080/hubs/events',
        identity: { url: 'http://localhost:8080', defaultRealm: 'demo' },
      },
    });
  });

  it('keeps absolute URLs of another origin', () => {
    const result = parseRuntimeConfig(
      { ...valid, apiUrl: 'https://api.hygiene.example/v1/' },
      page,
    );
    expect(result.ok && result.config.apiUrl).toBe('https://api.hygiene.example/v1');
  });

  it('defaults the optional lists', () => {
    const { filterableEvents: _f, eventColors: _e, ...minimal } = valid;
    const result = parseRuntimeConfig(minimal, page);
    expect(result.ok && result.config.filterableEvents).toEqual([]);
    expect(result.ok && result.config.eventColors).toEqual({});
  });

  it('names every bad field', () => {
    const result = parseRuntimeConfig(
      {
        ...valid,
        apiUrl: '',
        serviceTenantIdentifier: 42,
        eventColors: { State: 'orange' },
        extra: 1,
      },
      page,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'apiUrl: must not be empty',
      'serviceTenantIdentifier: expected string',
      'eventColors.State: must be a colour like #0082fc',
      '(root): unknown field extra',
    ]);
  });

  it.each([null, 'config', [], 42])('refuses %j as a whole', (raw) => {
    expect(parseRuntimeConfig(raw, page).ok).toBe(false);
  });

  it('refuses an identity section that is not an object', () => {
    const result = parseRuntimeConfig({ ...valid, identity: 'keycloak' }, page);
    expect(result.ok === false && result.problems).toEqual(['identity: expected Object']);
  });

  it('refuses a missing identity section', () => {
    const { identity: _identity, ...rest } = valid;
    const result = parseRuntimeConfig(rest, page);
    expect(result.ok === false && result.problems).toEqual(['identity: is missing']);
  });
});

describe('pageTitle', () => {
  it('appends the environment name in upper case outside production', () => {
    expect(pageTitle('Hygiene console', 'sandbox')).toBe('Hygiene console SANDBOX');
    expect(pageTitle('Hygiene console', 'staging')).toBe('Hygiene console STAGING');
  });

  it('leaves the title alone in production', () => {
    expect(pageTitle('Hygiene console', 'production')).toBe('Hygiene console');
  });
});

describe('the spec §9 settings', () => {
  it('keeps the configured default tenant identifier', () => {
    const result = parseRuntimeConfig({ ...valid, defaultTenantIdentifier: 'demo' }, page);
    expect(result.ok && result.config.defaultTenantIdentifier).toBe('demo');
  });

  it('derives the cookie domain from the page unless one is configured', () => {
    const deployed = 'https://console.demo.hygiene.example/demo/dashboard';
    const derived = parseRuntimeConfig(valid, deployed);
    expect(derived.ok && derived.config.cookieDomain).toBe('demo.hygiene.example');
    const configured = parseRuntimeConfig({ ...valid, cookieDomain: 'hygiene.example' }, deployed);
    expect(configured.ok && configured.config.cookieDomain).toBe('hygiene.example');
  });

  it('refuses an empty default tenant or cookie domain', () => {
    const result = parseRuntimeConfig(
      { ...valid, defaultTenantIdentifier: ' ', cookieDomain: '' },
      page,
    );
    expect(!result.ok && result.problems).toEqual([
      'defaultTenantIdentifier: must not be empty',
      'cookieDomain: must not be empty',
    ]);
  });
});

describe('cookieDomainOf (spec §9)', () => {
  it('drops the first label of a host with more than two labels', () => {
    expect(cookieDomainOf('console.demo.hygiene.example')).toBe('demo.hygiene.example');
    expect(cookieDomainOf('admin.hygiene.example')).toBe('hygiene.example');
  });

  it('keeps a host of one or two labels whole', () => {
    expect(cookieDomainOf('hygiene.example')).toBe('hygiene.example');
    expect(cookieDomainOf('localhost')).toBe('localhost');
  });

  it('keeps IP addresses whole and ignores case and a trailing dot', () => {
    expect(cookieDomainOf('127.0.0.1')).toBe('127.0.0.1');
    expect(cookieDomainOf('[::1]')).toBe('[::1]');
    expect(cookieDomainOf('Console.Hygiene.Example.')).toBe('hygiene.example');
  });
});
