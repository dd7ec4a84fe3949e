import { describe, expect, it } from 'vitest';

import {
  readInstallationListParams,
  toInstallationQuery,
  writeInstallationListParams,
} from './installationListParams';

describe('installation list parameters', () => {
  it('reads the filter and page from the address and writes them back', () => {
    const search = new URLSearchParams(
      'tenantIdentifierFilter=demo&installationStatusFilter=Ready&page=3',
    );
    const params = readInstallationListParams(search);
    expect(params).toEqual({ page: 3, tenant: 'demo', status: 'Ready' });
    expect(writeInstallationListParams(params).toString()).toBe(search.toString());
  });

  it('ignores what it does not know', () => {
    expect(
      readInstallationListParams(
        new URLSearchParams('installationStatusFilter=Broken&page=-2&page=x'),
      ),
    ).toEqual({ page: 1, tenant: '', status: '' });
    expect(writeInstallationListParams({ page: 1, tenant: '', status: '' }).toString()).toBe('');
  });

  it('asks for every spelling of a status', () => {
    expect(toInstallationQuery({ page: 2, tenant: 'demo', status: 'InProgress' })).toEqual({
      page: 2,
      tenantIdentifierFilter: 'demo',
      installationStatusFilter: ['InProgress', 'IN_PROGRESS'],
    });
    expect(toInstallationQuery({ page: 1, tenant: '', status: '' })).toEqual({ page: 1 });
  });
});
