import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, spyOn, within } from 'storybook/test';

import type { VisualReport } from './report';
import { pictureResult as picture } from './testReport';
import { ReviewPage, storageKey, type LoadedReport } from './ReviewPage';
import type { Decisions } from './reviewModel';
import type { PictureUrl } from './VisualReview';

/** Stand-in pictures: a card whose colour says which picture it is. */
const colours = { reference: '#ffffff', actual: '#e3eefa', diff: '#ff0000' } as const;
const pictureUrl: PictureUrl = (folder, key) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect width="320" height="160" fill="#f6f7f9"/><rect x="20" y="20" width="200" height="100" fill="${colours[folder]}" stroke="#57606a"/><text x="30" y="50" font-size="14">${folder}: ${key.slice(0, 24)}</text></svg>`,
  )}`;

const report: VisualReport = {
  version: 2,
  createdAt: '2026-11-16T09:30:00.000Z',
  browser: 'Chromium 156.0.8078.79',
  tolerance: { threshold: 0.02, maxDiffPixels: 50 },
  pictures: [
    picture('ui-button--primary', 'UI/Button', {
      status: 'changed',
      diffPixels: 1840,
      sizeChanged: false,
      inputs: 'a',
    }),
    picture('ui-button--secondary', 'UI/Button', { status: 'same' }),
    picture('screens-at-a-glance-devices--devices', 'Screens at a glance/Devices', {
      name: 'Devices',
      status: 'changed',
      diffPixels: 96,
      sizeChanged: true,
      inputs: 'b',
    }),
    picture('console-devices-device-list--phone', 'Console/Devices/Device list', {
      name: 'Phone',
      variant: 'phone',
      status: 'new',
      inputs: 'c',
    }),
  ],
  orphans: ['ui-button--removed'],
  staleInputs: {},
  restless: [],
  retakeAll: false,
};

/** The page on a report that `loaded` says, its decisions kept in a storage of its own. */
function Review({ loaded, stored = {} }: { loaded: LoadedReport | 'pending'; stored?: Decisions }) {
  const [loadReport] = useState(
    () => () =>
      loaded === 'pending' ? new Promise<LoadedReport>(() => {}) : Promise.resolve(loaded),
  );
  const [storage] = useState(() => {
    const items = new Map<string, string>();
    if (loaded !== 'pending' && loaded.status === 'loaded') {
      items.set(storageKey(loaded.report), JSON.stringify(stored));
    }
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  });
  return <ReviewPage loadReport={loadReport} pictureUrl={pictureUrl} storage={storage} />;
}

const meta = {
  title: 'Visual review/Review page',
  component: Review,
  args: { loaded: { status: 'loaded', report } },
  tags: ['!autodocs'],
} satisfies Meta<typeof Review>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What changed, by screen area: reference, actual and difference side by side. */
export const Differences: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Visual review', level: 1 }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        /A picture differs when more than 50 pixels moved in colour by more than 2 %\./,
      ),
    ).toBeVisible();
    const areas = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(areas).toEqual([
      'UI/Button',
      'Screens at a glance/Devices',
      'Console/Devices',
      'Stories that are gone',
    ]);
    const button = canvas.getByRole('article', { name: 'UI/Button › Primary' });
    await expect(within(button).getByText('1840 pixels differ (desktop, 1280 px).')).toBeVisible();
    for (const name of ['Reference', 'Actual', 'Difference']) {
      await expect(within(button).getByRole('img', { name })).toBeVisible();
    }
    await expect(canvas.getByText('New story, no reference yet (phone, 360 px).')).toBeVisible();
    await expect(
      canvas.getByText('The story is gone: accepting removes its reference.'),
    ).toBeVisible();
    await expect(canvas.getByText('0 of 4 decided: 0 accepted, 0 denied.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy command' })).toBeNull();
  },
};

/** Accepting gathers one command; denying lists what the change must fix. */
export const AcceptAndDeny: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Visual review', level: 1 });
    const article = (name: string) => within(canvas.getByRole('article', { name }));
    await userEvent.click(article('UI/Button › Primary').getByRole('button', { name: 'Accept' }));
    await userEvent.click(article('ui-button--removed').getByRole('button', { name: 'Accept' }));
    await userEvent.click(
      article('Screens at a glance/Devices › Devices').getByRole('button', { name: 'Deny' }),
    );
    await expect(
      article('UI/Button › Primary').getByRole('button', { name: 'Accept' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('3 of 4 decided: 2 accepted, 1 denied.')).toBeVisible();
    await expect(
      canvas.getByText('./dev visual --accept ui-button--primary ui-button--removed'),
    ).toBeVisible();
    // Copy says whether it copied: a page without clipboard access tells how to copy by hand.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy command' }));
    await expect(writeText).toHaveBeenCalledWith(
      './dev visual --accept ui-button--primary ui-button--removed',
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Copied.');
    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy command' }));
    await expect(
      await canvas.findByText(
        'The browser did not let the page copy: select the command and copy it.',
      ),
    ).toBeVisible();
    writeText.mockRestore();
    await expect(
      canvas.getByText('Denied, to be fixed in the change: screens-at-a-glance-devices--devices.'),
    ).toBeVisible();
    // A second press takes the decision back.
    await userEvent.click(article('UI/Button › Primary').getByRole('button', { name: 'Accept' }));
    await expect(canvas.getByText('./dev visual --accept ui-button--removed')).toBeVisible();
  },
};

/** The reference under the actual, cut where the slider stands. */
export const Slider: Story = {
  play: async ({ canvas, userEvent }) => {
    const article = within(await canvas.findByRole('article', { name: 'UI/Button › Primary' }));
    await userEvent.click(article.getByRole('button', { name: 'Compare on a slider' }));
    const slider = article.getByRole('slider', { name: 'Slider of ui-button--primary' });
    await expect(slider).toHaveValue('50');
    await expect(article.getByRole('img', { name: 'Actual' })).toHaveStyle({
      clipPath: 'inset(0px 0px 0px 50%)',
    });
    await expect(article.queryByRole('img', { name: 'Difference' })).toBeNull();
  },
};

/** Nothing changed: nothing to decide. */
export const NothingChanged: Story = {
  args: {
    loaded: {
      status: 'loaded',
      report: {
        ...report,
        pictures: [picture('ui-button--primary', 'UI/Button', { status: 'same' })],
        orphans: [],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Every picture matches its reference')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** A story that did not finish has no picture; the page says which. */
export const StoryFailed: Story = {
  args: {
    loaded: {
      status: 'loaded',
      report: {
        ...report,
        pictures: [
          picture('ui-banner--error', 'UI/Banner', {
            status: 'failed',
            error: 'The story failed.',
          }),
        ],
        orphans: [],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'One picture was not taken, as the story did not finish: ui-banner--error.',
    );
    // A run with a story that did not finish is not one that changed nothing.
    await expect(canvas.queryByText('Every picture matches its reference')).toBeNull();
  },
};

/** Decisions made before a reload are read back for the same run. */
export const DecisionsKept: Story = {
  args: {
    loaded: { status: 'loaded', report },
    stored: { 'ui-button--primary': 'accepted', 'ui-button--removed': 'denied' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 of 4 decided: 1 accepted, 1 denied.')).toBeVisible();
    await expect(canvas.getByText('./dev visual --accept ui-button--primary')).toBeVisible();
  },
};

/** While the report is on its way. */
export const Loading: Story = {
  args: { loaded: 'pending' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading the visual report' }),
    ).toBeVisible();
  },
};

/** A Storybook that no visual run has pictured yet. */
export const NoRun: Story = {
  args: { loaded: { status: 'none' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No visual run for this Storybook')).toBeVisible();
    await expect(
      canvas.getByText(
        'Run ./dev test visual: it pictures every story and writes the report this page reads.',
      ),
    ).toBeVisible();
  },
};

/** The report could not be read. */
export const ReadFails: Story = {
  args: { loaded: { status: 'failed', message: 'The report answered 500.' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Unable to read the visual report: The report answered 500.'),
    ).toBeVisible();
  },
};
