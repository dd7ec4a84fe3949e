import { afterEach, describe, expect, it, vi } from 'vitest';

import { fetchReport } from './ReviewPage';

const answer = (response: Response | Error) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response))),
  );

afterEach(() => vi.unstubAllGlobals());

/** What the page makes of the report's address: a report, no run, or why it could not read one. */
describe('fetchReport', () => {
  it('reads the report a run wrote', async () => {
    answer(Response.json({ version: 2, pictures: [], orphans: [] }));
    await expect(fetchReport('report.json')).resolves.toEqual({
      status: 'loaded',
      report: { version: 2, pictures: [], orphans: [] },
    });
  });

  it('takes a missing report for no run', async () => {
    answer(new Response('', { status: 404 }));
    await expect(fetchReport('report.json')).resolves.toEqual({ status: 'none' });
  });

  it('names the status of any other refusal', async () => {
    answer(new Response('', { status: 500 }));
    await expect(fetchReport('report.json')).resolves.toEqual({
      status: 'failed',
      message: 'The report answered 500.',
    });
  });

  it('fails on a report that is not JSON, and on no answer at all', async () => {
    answer(new Response('<html>', { status: 200 }));
    await expect(fetchReport('report.json')).resolves.toMatchObject({ status: 'failed' });
    answer(new TypeError('Failed to fetch'));
    await expect(fetchReport('report.json')).resolves.toEqual({
      status: 'failed',
      message: 'Failed to fetch',
    });
  });
});
