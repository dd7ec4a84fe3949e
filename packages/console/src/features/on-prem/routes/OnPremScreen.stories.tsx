import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import type { Deployment } from '../../../state/atoms';
import { harnessLoader, StoryHarness, type HarnessContext } from '../../../testing/StoryHarness';
import { deployment, WithDeployment } from '../onPremStory';
import { expectFitsPhone, onPhone } from '../../../testing/storyViews';
import { OnPremScreen } from './OnPremScreen';

interface Args {
  deployment: Deployment | null;
}

const meta = {
  title: 'Console/On-prem/On-prem',
  args: { deployment },
  loaders: [harnessLoader],
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url="/demo/on-prem"
      pattern={paths.onPrem.pattern}
    >
      <WithDeployment value={args.deployment}>
        <OnPremScreen />
      </WithDeployment>
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fake clipboard for the story, restored afterwards. */
function fakeClipboard(writeText: (text: string) => Promise<void>) {
  return () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  };
}

/** The facts list (a `dl`, which has no role to find it by). */
function factsOf(canvasElement: HTMLElement): HTMLElement {
  const list = canvasElement.querySelector<HTMLElement>('dl[aria-label="Connection"]');
  if (!list) throw new Error('The connection facts are missing');
  return list;
}

const writeText = fn(async (_text: string) => undefined);

/**
 * What the console is connected to: environment, version, tenant, the API, hub and identity
 * addresses, the realm, the live connection; 'Copy details' puts them on the clipboard.
 */
export const Connected: Story = {
  beforeEach: fakeClipboard(writeText),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'On-prem', level: 1 })).toBeVisible();
    const facts = factsOf(canvasElement);
    const terms = within(facts)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    await expect(terms).toEqual([
      'Environment',
      'Console version',
      'Tenant',
      'API',
      'Real-time hub',
      'Identity provider',
      'Realm',
      'Live connection',
    ]);
    await expect(within(facts).getByText('http://localhost:8080/hubs/events')).toBeVisible();
    await expect(within(facts).getByText('0.0.0+f96a011')).toBeVisible();
    await expect(await within(facts).findByText('Receiving live events')).toBeVisible();

    writeText.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy details' }));
    await expect(await canvas.findByText('Details copied to the clipboard.')).toBeVisible();
    await expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0]![0];
    await expect(copied).toContain('Environment: sandbox');
    await expect(copied).toContain('API: http://localhost:8080/api');
    await expect(copied).toContain('Live connection: Receiving live events');
  },
};

/** The clipboard refuses: the page says to copy by hand. */
export const CopyFails: Story = {
  beforeEach: fakeClipboard(async () => {
    throw new Error('denied');
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy details' }));
    await expect(
      await canvas.findByText('Could not copy. Select the details and copy them by hand.'),
    ).toBeVisible();
  },
};

/** A host that never said where it runs: 'not known', never blank. */
export const NothingKnown: Story = {
  args: { deployment: null },
  play: async ({ canvasElement }) => {
    const facts = factsOf(canvasElement);
    await expect(within(facts).getAllByText('not known')).toHaveLength(6);
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('http://localhost:8080/api')).toBeVisible();
  },
};

/** On a phone the long addresses wrap; nothing scrolls sideways at 360 px. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'On-prem', level: 1 });
    await expect(within(factsOf(canvasElement)).getByText(deployment.hubUrl)).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};
