import type { FakePlatform, FakePlatformStoryParameters } from '@hygiene/fake-platform';
import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import {
  harnessLoader,
  harnessOf,
  requestsTo,
  storyApi,
  StoryHarness,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { longestValues } from '../../../testing/longestValues';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { expectWithheld } from '../../../testing/withheld';
import { nothingNeedsAttention, withHealthyRoomDevice } from '../../../testing/attentionStoryData';
import { NeedsAttentionScreen } from './NeedsAttentionScreen';
import { expectVersioned } from '../../../testing/storyChecks';

interface Args {
  url: string;
  roles?: readonly string[];
}

const meta = {
  title: 'Console/Needs attention/Worklist',
  args: { url: paths.attention.to('demo') },
  loaders: [harnessLoader],
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={args.url}
      pattern={paths.attention.pattern}
      roles={args.roles}
    >
      <NeedsAttentionScreen />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const listRequests = (h: HarnessContext) => requestsTo(h, '/tenants/demo/attention?');
/** The worklist's cards (not the reasons listed inside each). */
async function cardsOf(canvas: ReturnType<typeof within>) {
  const list = await canvas.findByRole('list', { name: 'Needs attention' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

/**
 * The seeded worklist: critical cards first, each with its severity in words, its reasons with
 * since when, where it is, and links to the device and its floor plan; the counts and the
 * thresholds above; the first page asked for with the tenant's header.
 */
export const Loaded: Story = {
  play: async ({ canvas, loaded }) => {
    const cards = await cardsOf(canvas);
    await expect(cards.length).toBeGreaterThan(3);
    const severities = cards.map((card) => card.getAttribute('data-severity'));
    await expect(severities[0]).toBe('critical');
    await expect(severities).toEqual([...severities].sort());
    const first = cards[0]!;
    await expect(first).toHaveAccessibleName(/, Critical$/);
    await expect(within(first).getByText('Critical')).toBeVisible();
    const device = within(first).getAllByRole('link')[0]!;
    await expect(device.getAttribute('href')).toMatch(/^\/demo\/device\//);
    await expect(within(first).getAllByText(/since \d/)[0]).toBeVisible();
    await expect(
      within(first)
        .getByRole('link', { name: /^Show on floor plan: / })
        .getAttribute('href'),
    ).toMatch(/^\/demo\/sections\/[^/]+\/premises\/[^/]+\/floors\/[^/]+\/floor-plans\?device=/);
    await expect(
      await canvas.findByText(/^\d+ devices need attention, \d+ critical\.$/),
    ).toBeVisible();
    await expect(await canvas.findByText('Battery low at or under 20 %')).toBeVisible();
    await expect(canvas.getByText('Battery critical at or under 10 %')).toBeVisible();
    await expect(canvas.getByText('Offline after 2 hours without a message')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Change thresholds' })).toBeEnabled();
    await expect(await canvas.findByRole('button', { name: 'Download as CSV' })).toBeEnabled();

    const [request] = listRequests(harnessOf(loaded));
    await expect(request?.method).toBe('GET');
    await expect(request?.url.searchParams.get('page')).toBe('1');
    await expect(request?.url.searchParams.get('pageSize')).toBe('20');
    await expect(request?.url.searchParams.has('reason')).toBe(false);
    await expect(request?.tenantHeader).toBe('demo');
  },
};

/** One story per reason: the filter asks the platform, and every card shows that reason. */
function reasonStory(group: string, label: string, reasons: string[], shown: RegExp): Story {
  return {
    args: { url: `${paths.attention.to('demo')}?reason=${group}` },
    play: async ({ canvas, loaded }) => {
      await expect(await canvas.findByRole('combobox', { name: 'Reason' })).toHaveDisplayValue(
        label,
      );
      const cards = await cardsOf(canvas);
      for (const card of cards) await expect(card).toHaveTextContent(shown);
      await expect(listRequests(harnessOf(loaded))[0]?.url.searchParams.getAll('reason')).toEqual(
        reasons,
      );
    },
  };
}

export const ReasonFluid = reasonStory(
  'fluid',
  'Empty or low fluid',
  ['empty', 'lowFluid'],
  /Empty|Low fluid/,
);
export const ReasonBattery = reasonStory(
  'battery',
  'Battery',
  ['criticalBattery', 'lowBattery'],
  /Battery (critical|low) \(\d+ %\)/,
);
export const ReasonOffline = reasonStory('offline', 'Offline', ['offline'], /Offline last message/);
export const ReasonMotor = reasonStory('motor', 'Motor stuck', ['motorStuck'], /Motor stuck since/);

/** Choosing a reason puts it in the address and asks again from the first page. */
export const FilterByReason: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await cardsOf(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Reason' }), 'offline');
    await waitFor(() =>
      expect(listRequests(h).at(-1)?.url.searchParams.getAll('reason')).toEqual(['offline']),
    );
    await waitFor(async () => {
      for (const card of await cardsOf(canvas)) await expect(card).toHaveTextContent('Offline');
    });
  },
};

/** Choosing a premise (those with something to do, with their counts) narrows the list to it. */
export const FilterByPremise: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await cardsOf(canvas);
    const premise = canvas.getByRole('combobox', { name: 'Premise' });
    await waitFor(() => expect(within(premise).getAllByRole('option').length).toBeGreaterThan(1));
    const option = within(premise).getAllByRole('option')[1] as HTMLOptionElement;
    const name = option.textContent!.replace(/ \(\d+\)$/, '');
    await userEvent.selectOptions(premise, option.value);
    await waitFor(() =>
      expect(listRequests(h).at(-1)?.url.searchParams.get('premise-id')).toBe(option.value),
    );
    await waitFor(async () => {
      for (const card of await cardsOf(canvas)) await expect(card).toHaveTextContent(name);
    });
  },
};

/** A page past the end (an old link, devices left the list): the last page, not 'Nothing'. */
let emptyStateShown = false;
export const PastTheEnd: Story = {
  args: { url: `${paths.attention.to('demo')}?page=99` },
  // Watches from before the first render: the empty page past the end is never shown as
  // "nothing", not even for the moment before the list moves to its last page.
  beforeEach: () => {
    emptyStateShown = false;
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Nothing needs attention')) emptyStateShown = true;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  },
  play: async ({ canvas, loaded }) => {
    await expect((await cardsOf(canvas)).length).toBeGreaterThan(0);
    await expect(emptyStateShown).toBe(false);
    const pages = listRequests(harnessOf(loaded)).map((r) =>
      Number(r.url.searchParams.get('page')),
    );
    await expect(pages[0]).toBe(99);
    await expect(pages.at(-1)).toBeLessThan(99);
    await expect(canvas.getByText(`Page ${pages.at(-1)} of ${pages.at(-1)}`)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    fakePlatform: { setup: nothingNeedsAttention } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing needs attention')).toBeVisible();
    await expect(await canvas.findByText('No device needs attention.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Needs attention' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.loading('get', '/tenants/{tenant}/attention')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Needs attention' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/tenants/{tenant}/attention')] } },
  },
  play: async ({ canvas }) => {
    const message = await canvas.findByText(
      'Unable to fetch devices that need attention from api.',
    );
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The thresholds cannot be read: their card says so with 'Try again'; the list stays. */
export const ThresholdsFailed: Story = {
  parameters: {
    msw: {
      handlers: { overrides: [override.error('get', '/tenants/{tenant}/attention/thresholds')] },
    },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Thresholds' });
    await expect(
      await within(card).findByText('Unable to fetch thresholds from api.'),
    ).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'Change thresholds' })).toBeNull();
    await expect((await cardsOf(canvas)).length).toBeGreaterThan(0);
  },
};

/**
 * Changing the thresholds: a wrong value is named before anything is sent, a valid change is one
 * PUT with the three numbers, and the list is asked for again with them.
 */
export const ChangeThresholds: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await cardsOf(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change thresholds' }));
    // The form loads when it is asked for.
    const critical = await canvas.findByRole('textbox', {
      name: 'Battery critical at or under (%)',
    });
    const offline = canvas.getByRole('textbox', { name: 'Offline after (minutes)' });
    await userEvent.clear(critical);
    await userEvent.type(critical, '25');
    await userEvent.clear(offline);
    await userEvent.type(offline, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save thresholds' }));
    await expect(await canvas.findByText('Must be below the low battery threshold')).toBeVisible();
    await expect(canvas.getByText('Must be a whole number from 5 to 10080')).toBeVisible();
    await expect(h.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await userEvent.clear(critical);
    await userEvent.type(critical, '15');
    await userEvent.clear(offline);
    await userEvent.type(offline, '30');
    const before = listRequests(h).length;
    await userEvent.click(canvas.getByRole('button', { name: 'Save thresholds' }));
    await expect(await canvas.findByText('Thresholds saved')).toBeVisible();
    const [put] = h.requests.filter((r) => r.method === 'PUT');
    await expect(put?.path).toBe('/tenants/demo/attention/thresholds');
    // On the version read (issue 54): another person's change is not overwritten silently.
    await expectVersioned(put);
    await expect(put?.body).toEqual({
      lowBatteryPercent: 20,
      criticalBatteryPercent: 15,
      offlineAfterMinutes: 30,
    });
    await expect(canvas.getByText('Offline after 30 minutes without a message')).toBeVisible();
    await waitFor(() => expect(listRequests(h).length).toBeGreaterThan(before));
  },
};

/**
 * Someone else changed the thresholds after the form opened (issue 54): the save answers 412
 * and the form says so, keeping what was typed; 'Save mine over it' saves without a version.
 */
export const ChangeThresholdsChangedElsewhere: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change thresholds' }));
    const low = await canvas.findByRole('textbox', { name: 'Battery low at or under (%)' });
    const elsewhere = await storyApi().updateAttentionThresholds('demo', {
      lowBatteryPercent: 40,
      criticalBatteryPercent: 10,
      offlineAfterMinutes: 120,
    });
    await expect(elsewhere.ok).toBe(true);
    await userEvent.clear(low);
    await userEvent.type(low, '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save thresholds' }));
    await expect(await canvas.findByText(/changed elsewhere after you opened it/)).toBeVisible();
    await expect(low).toHaveValue('30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save mine over it' }));
    await expect(await canvas.findByText('Thresholds saved')).toBeVisible();
    const puts = h.requests.filter((r) => r.method === 'PUT');
    await expect(puts).toHaveLength(2);
    await expect(puts[1]?.ifMatch).toBeNull();
    await expect((puts[1]?.body as { lowBatteryPercent: number }).lowBatteryPercent).toBe(30);
  },
};

/** 'Load the saved version' puts the thresholds saved elsewhere into the form. */
export const ChangeThresholdsLoadSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change thresholds' }));
    const low = await canvas.findByRole('textbox', { name: 'Battery low at or under (%)' });
    await storyApi().updateAttentionThresholds('demo', {
      lowBatteryPercent: 40,
      criticalBatteryPercent: 10,
      offlineAfterMinutes: 120,
    });
    await userEvent.clear(low);
    await userEvent.type(low, '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save thresholds' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Load the saved version' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Battery low at or under (%)' })).toHaveValue(
        '40',
      ),
    );
    await expect(canvas.queryByText(/changed elsewhere/)).toBeNull();
  },
};

/** A failed save keeps the form and what was typed, and says so. */
export const ChangeThresholdsFails: Story = {
  parameters: {
    msw: {
      handlers: { overrides: [override.error('put', '/tenants/{tenant}/attention/thresholds')] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change thresholds' }));
    const low = await canvas.findByRole('textbox', { name: 'Battery low at or under (%)' });
    await userEvent.clear(low);
    await userEvent.type(low, '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save thresholds' }));
    await expect(await canvas.findByText('Unable to save thresholds')).toBeVisible();
    await expect(low).toHaveValue('30');
    await expect(canvas.getByRole('button', { name: 'Save thresholds' })).toBeEnabled();
  },
};

let platformOfStory: FakePlatform | undefined;

/**
 * A live Empty from a device that needed nothing puts it on the list without a reload: the list
 * and its counts are asked again. A problem that has just begun comes after the critical ones
 * that stand longer (the platform's order), so the story finds it among the critical items.
 */
export const LiveEmpty: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        platformOfStory = platform;
        withHealthyRoomDevice(platform);
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, loaded }) => {
    const h = harnessOf(loaded);
    const platform = platformOfStory!;
    const device = withHealthyRoomDevice(platform);
    await cardsOf(canvas);
    const card = () => canvas.queryByRole('listitem', { name: new RegExp(device.serialNumber) });
    await expect(card()).toBeNull();
    const counts = () => {
      const [, total, critical] =
        /(\d+) devices? needs? attention, (\d+) critical/.exec(
          canvas.getByRole('status').textContent ?? '',
        ) ?? [];
      return [Number(total), Number(critical)];
    };
    await waitFor(() => expect(counts()[0]).toBeGreaterThan(0));
    const [total, critical] = counts();
    await waitFor(() =>
      expect(h.connection.invocations.some((i) => i.methodName === 'JoinTenantGroup')).toBe(true),
    );
    // The platform records it, but until the hub says so the screen does not ask again.
    const asked = listRequests(h).length;
    platform.recordEvent('demo', { deviceId: device.id, eventType: 'State', event: 'Empty' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(listRequests(h)).toHaveLength(asked);
    await expect(card()).toBeNull();
    // The hub delivers it, as the sandbox does: the list is asked again, once, a second later.
    h.connection.emit('ReceiveDeviceEvent', {
      deviceId: device.id,
      eventType: 'State',
      event: 'Empty',
      timestamp: new Date().toISOString(),
    });
    await waitFor(() => expect(counts()).toEqual([total! + 1, critical! + 1]), { timeout: 5000 });
    await expect(listRequests(h)).toHaveLength(asked + 1);
    // It is the newest critical problem: the platform lists it after the ones standing longer.
    const page = await storyApi().listAttention('demo', { reason: ['empty'], pageSize: 1000 });
    const items = page.ok ? page.data.items : [];
    await expect(items.at(-1)?.serialNumber).toBe(device.serialNumber);
    await expect(items.at(-1)?.findings[0]).toMatchObject({ reason: 'empty' });
  },
};

/** Tenant staff read the list and the thresholds but are not offered to change them. */
export const AsTenantStaff: Story = {
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement, loaded }) => {
    await cardsOf(canvas);
    await expect(await canvas.findByText('Battery low at or under 20 %')).toBeVisible();
    await expectWithheld(canvasElement, 'updateAttentionThresholds');
    await expect(canvas.queryByRole('button', { name: 'Change thresholds' })).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Download as CSV' })).toBeEnabled();
    await expect(harnessOf(loaded).requests.filter((r) => r.method !== 'GET')).toEqual([]);
  },
};

/** One card per device at 360 px: nothing scrolls sideways, links are thumb-sized. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    const cards = await cardsOf(canvas);
    await expectFitsPhone(canvasElement);
    const [first, second] = cards;
    // Stacked: the second card starts below the first.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first!.getBoundingClientRect().bottom,
    );
    const link = within(first!).getAllByRole('link')[0]!;
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Dark: Story = {
  ...inDark,
  play: async ({ canvas }) => {
    await expect((await cardsOf(canvas)).length).toBeGreaterThan(0);
  },
};

export const PhoneDark: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, ...inDark.globals },
  play: async ({ canvas, canvasElement }) => {
    await cardsOf(canvas);
    await expectFitsPhone(canvasElement);
  },
};

/**
 * The worklist with 64-character serials and 100-character section, floor and room names: each
 * card wraps them and nothing scrolls sideways on a phone (issue 54).
 */
export const LongestValuesOnPhone: Story = {
  ...onPhone,
  parameters: longestValues,
  play: async ({ canvas, canvasElement }) => {
    const cards = await cardsOf(canvas);
    await expect(cards.length).toBeGreaterThan(0);
    await expectFitsPhone(canvasElement);
  },
};

/**
 * Cases (issue 50): the open case of the longest-standing critical device is acknowledged by Kari
 * Nordmann and given to the signed-in administrator. Its card says who is on it and offers no
 * "I'm on it"; the others say nobody is yet, and offer it.
 */
function caseInHand(platform: FakePlatform): void {
  platform.edit((state) => {
    const [first] = state.cases
      .filter((c) => c.tenant === 'demo' && !c.resolved && c.severity === 'critical' && c.since)
      .sort((a, b) => a.since!.localeCompare(b.since!));
    first!.acknowledged = { at: first!.openedAt, by: { id: 'kari', name: 'Kari Nordmann' } };
    first!.assignee = { id: 'administrator', name: 'Administrator' };
  });
}

export const CasesOnTheWorklist: Story = {
  parameters: { fakePlatform: { setup: caseInHand } satisfies FakePlatformStoryParameters },
  play: async ({ canvas }) => {
    const cards = await cardsOf(canvas);
    const taken = await waitFor(() => {
      const card = cards.find((c) => within(c).queryByText(/Kari Nordmann is on it \(since /));
      if (!card) throw new Error('no card says who is on it');
      return card;
    });
    await expect(within(taken).getByText(/Given to Administrator/)).toBeVisible();
    await expect(
      (await within(taken).findAllByRole('button', { name: 'Give to' }))[0],
    ).toBeEnabled();
    // Only a case nobody has taken offers "I'm on it" (the device may have others).
    await expect(within(taken).queryAllByRole('button', { name: /^I'm on it/ })).toHaveLength(
      within(taken).queryAllByText(/Nobody is on it yet/).length,
    );
    const other = cards.find((c) => c !== taken)!;
    await expect(within(other).getAllByText(/Nobody is on it yet/)[0]).toBeVisible();
    await expect(
      (await within(other).findAllByRole('button', { name: /^I'm on it: / }))[0],
    ).toBeEnabled();
  },
};

/** "I'm on it": the case is acknowledged in the signed-in person's name, and the card says so. */
export const AcknowledgeACase: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const [card] = await cardsOf(canvas);
    const button = (await within(card!).findAllByRole('button', { name: /^I'm on it: / }))[0]!;
    await userEvent.click(button);
    const writes = () => requestsTo(h, '/tenants/demo/cases/').filter((r) => r.method !== 'GET');
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [request] = writes();
    await expect(request?.method).toBe('POST');
    await expect(request?.path).toMatch(/^\/tenants\/demo\/cases\/case-\d+\/acknowledge$/);
    await expect(request?.tenantHeader).toBe('demo');
    await expect(await within(card!).findByText(/Administrator is on it \(since /)).toBeVisible();
  },
};

/** Resolving by hand asks what was done: nothing typed is said, not sent; the note is sent. */
export const ResolveACase: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const [card] = await cardsOf(canvas);
    await userEvent.click(
      (await within(card!).findAllByRole('button', { name: /^Resolve: / }))[0]!,
    );
    const dialog = await within(document.body).findByRole('dialog', { name: /^Resolve .+ on / });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await expect(
      await within(dialog).findByText('Say in a few words what was done.'),
    ).toBeVisible();
    const writes = () => requestsTo(h, '/tenants/demo/cases/').filter((r) => r.method !== 'GET');
    await expect(writes()).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'What was done' }),
      'Changed the bottle',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [request] = writes();
    await expect(request?.path).toMatch(/\/resolve$/);
    await expect(request?.body).toEqual({ note: 'Changed the bottle' });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** 'Give to': the people the platform names, the signed-in one marked; the choice is sent. */
export const AssignToMe: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const [card] = await cardsOf(canvas);
    await userEvent.click((await within(card!).findAllByRole('button', { name: 'Give to' }))[0]!);
    const select = await within(card!).findByRole('combobox', { name: /^Give ".+" to$/ });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, 'administrator');
    await expect(select).toHaveDisplayValue('Administrator (me)');
    await userEvent.click(within(card!).getByRole('button', { name: 'Give' }));
    await waitFor(() =>
      expect(requestsTo(h, '/tenants/demo/cases/').filter((r) => r.method === 'PUT')).toHaveLength(
        1,
      ),
    );
    const request = requestsTo(h, '/tenants/demo/cases/').find((r) => r.method === 'PUT');
    await expect(request?.path).toMatch(/\/assignee$/);
    await expect(request?.body).toEqual({ personId: 'administrator' });
    await expect(await within(card!).findByText(/Given to Administrator/)).toBeVisible();
  },
};

/**
 * Time to act below the list: per premise and week, the median minutes to acknowledge and to
 * resolve, from cases acknowledged and resolved by hand in the story's setup; CSV on a press.
 */
export const TimeToActTable: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) =>
        platform.edit((state) => {
          const open = state.cases.filter((c) => c.tenant === 'demo' && !c.resolved).slice(0, 3);
          for (const [i, c] of open.entries()) {
            const opened = Date.parse(state.now) - (i + 1) * 3_600_000;
            c.openedAt = new Date(opened).toISOString();
            c.acknowledged = {
              at: new Date(opened + 10 * 60_000).toISOString(),
              by: { id: 'kari', name: 'Kari Nordmann' },
            };
          }
        }),
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, loaded }) => {
    const table = await canvas.findByRole('table', { name: 'Time to act per premise and week' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Premise',
      'Week of',
      'Opened',
      'Acknowledged',
      'Resolved',
      'Median to acknowledge (min)',
      'Median to resolve (min)',
    ]);
    await expect(within(table).getAllByRole('cell', { name: '10' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Download time to act (CSV)' })).toBeEnabled();
    const [request] = requestsTo(harnessOf(loaded), '/tenants/demo/cases/times');
    await expect(request?.url.searchParams.get('weeks')).toBe('8');
  },
};

/** Time to act cannot be read: said, with 'Try again'; the worklist above stays. */
export const TimeToActFailed: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/tenants/{tenant}/cases/times')] } },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Time to act' });
    await expect(
      await within(card).findByText('Unable to fetch the time to act from api.'),
    ).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(
      within(card).getByRole('button', { name: 'Download time to act (CSV)' }),
    ).toBeDisabled();
    await expect((await cardsOf(canvas)).length).toBeGreaterThan(0);
  },
};
