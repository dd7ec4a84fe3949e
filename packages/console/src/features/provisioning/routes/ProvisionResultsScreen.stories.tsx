import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import {
  harnessLoader,
  requestsTo,
  harnessOf,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { DEMO_DEVICE, SERVICE_DEVICE_FOR_DEMO } from '../../../testing/storyData';
import { expectFitsPhone, onPhone } from '../../../testing/storyViews';
import type { ProvisionResultsScreenProps } from './ProvisionResultsScreen';
import { ProvisionStory, resetProvisionStory, RESULTS_URL } from '../testing/ProvisionStory';

interface Args {
  /** What session storage holds under the fixed key when the story starts (raw text). */
  stored: string | null;
  /** Route in a data router (`useBlocker`); otherwise a MemoryRouter, as the host routes. */
  dataRouter: boolean;
  clipboard: ProvisionResultsScreenProps['clipboard'];
  saveFile: NonNullable<ProvisionResultsScreenProps['saveFile']>;
}

/** A result as the platform answers it now: with the created devices' ids (the extension). */
const three = {
  serialNumbers: ['HDP2-10101', 'HDP2-10102', 'HDP2-10103'],
  successfullyProvisioned: 3,
  devicesRequested: 3,
  devices: [
    { id: 'dev-10101', serialNumber: 'HDP2-10101' },
    { id: 'dev-10102', serialNumber: 'HDP2-10102' },
    { id: 'dev-10103', serialNumber: 'HDP2-10103' },
  ],
};

const meta = {
  title: 'Console/Provisioning/Results',
  loaders: [harnessLoader],
  args: {
    stored: JSON.stringify(three),
    dataRouter: false,
    clipboard: { writeText: fn(async (_text: string) => {}) },
    saveFile: fn(),
  },
  beforeEach: ({ args }) => resetProvisionStory(args.stored ?? undefined),
  render: (args, { loaded }) => (
    <ProvisionStory
      context={loaded['harness'] as HarnessContext}
      url={RESULTS_URL}
      dataRouter={args.dataRouter}
      results={{
        clipboard: args.clipboard,
        saveFile: args.saveFile,
        now: () => new Date(2026, 10, 23, 14, 5),
      }}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Created 3 / 3', the serials as links to their device pages (`/device/{deviceId}`, spec §2),
 * 'Copy to clipboard' (comma and space) that confirms itself until the next press, and 'Download as CSV' with the
 * spec's name and column.
 */
export const Result: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await expect(await canvas.findByRole('heading', { name: 'Created 3 / 3' })).toBeVisible();
    await step('each serial links to its device page', async () => {
      const list = canvas.getByRole('region', { name: 'Serial numbers' });
      const links = within(list).getAllByRole('link');
      await expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
        three.devices.map((d) => [d.serialNumber, `/demo/device/${d.id}`]),
      );
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
    await step('the wrapper: Go to form, and no View previous result here', async () => {
      await expect(canvas.getByRole('link', { name: 'Go to form' })).toBeVisible();
      await expect(canvas.queryByRole('link', { name: 'View previous result' })).toBeNull();
    });
    await step('Copy to clipboard joins with comma and space and says so', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy to clipboard' }));
      await expect(args.clipboard?.writeText).toHaveBeenCalledOnce();
      await expect(args.clipboard?.writeText).toHaveBeenCalledWith(
        'HDP2-10101, HDP2-10102, HDP2-10103',
      );
      await expect(await canvas.findByText('Copied.')).toBeVisible();
    });
    await step('a second press copies again, and the status is written anew', async () => {
      const status = canvas.getByRole('status');
      const texts: string[] = [];
      const watch = new MutationObserver(() => texts.push(status.textContent ?? ''));
      watch.observe(status, { childList: true, subtree: true, characterData: true });
      await userEvent.click(canvas.getByRole('button', { name: 'Copy to clipboard' }));
      await waitFor(() => expect(texts).toEqual(['', 'Copied.']));
      watch.disconnect();
      await expect(args.clipboard?.writeText).toHaveBeenCalledTimes(2);
    });
    await step('Download as CSV: the name and the bytes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Download as CSV' }));
      // The CSV writer loads when asked for.
      await waitFor(() => expect(args.saveFile).toHaveBeenCalledOnce());
      const [name, blob] = (args.saveFile as ReturnType<typeof fn>).mock.calls[0] as [string, Blob];
      await expect(name).toBe('provision_serial_numbers_20261123.csv');
      await expect(blob.type).toBe('text/csv;charset=utf-8');
      await expect(await blob.text()).toBe(
        'serial_number\r\nHDP2-10101\r\nHDP2-10102\r\nHDP2-10103\r\n',
      );
    });
  },
};

/** A browser that refuses the clipboard: the text is shown selected, ready for Ctrl+C. */
export const CopyRefused: Story = {
  args: {
    clipboard: {
      writeText: fn(async (_text: string) => {
        throw new DOMException('Write permission denied.', 'NotAllowedError');
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy to clipboard' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Copy refused: press Ctrl+C to copy the selected text.',
    );
    const box = canvas.getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Serial numbers',
    });
    await expect(box).toHaveValue('HDP2-10101, HDP2-10102, HDP2-10103');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box.selectionStart).toBe(0);
    await expect(box.selectionEnd).toBe(box.value.length);
    await expect(canvas.queryByText(/^Copied/)).toBeNull();
  },
};

/** No clipboard at all (an insecure page): the same fallback. */
export const NoClipboard: Story = {
  args: { clipboard: null },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy to clipboard' }));
    await expect(await canvas.findByRole('textbox', { name: 'Serial numbers' })).toHaveValue(
      'HDP2-10101, HDP2-10102, HDP2-10103',
    );
  },
};

/** Fewer than asked for: said plainly, with what to do next; what exists can still be saved. */
export const Partial: Story = {
  args: {
    stored: JSON.stringify({
      serialNumbers: ['HDP2-10101', 'HDP2-10102'],
      successfullyProvisioned: 2,
      devicesRequested: 5,
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Created 2 / 5' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Not created: 3. Create them from the form.',
    );
    await expect(canvas.getByRole('button', { name: 'Download as CSV' })).toBeVisible();
  },
};

/** Nothing was provisioned: no 'Download as CSV' (spec §2), and what to do next. */
export const NoneCreated: Story = {
  args: {
    stored: JSON.stringify({ serialNumbers: [], successfullyProvisioned: 0, devicesRequested: 4 }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Created 0 / 4' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('No devices were created.');
    await expect(canvas.queryByRole('button', { name: 'Download as CSV' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy to clipboard' })).toBeVisible();
  },
};

/** Without a stored result: 'No results found in session storage.' */
export const NoResult: Story = {
  args: { stored: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found in session storage.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy to clipboard' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to form' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View previous result' })).toBeNull();
  },
};

/** A stored result that is not JSON: no result, no crash. */
export const InvalidStoredJson: Story = {
  args: { stored: '{"serialNumbers": ["HDP2-1"' },
  play: NoResult.play,
};

/** JSON of the wrong shape (an older version, a hand edit): no result, no crash. */
export const WrongStoredShape: Story = {
  args: { stored: JSON.stringify({ serialNumbers: 'HDP2-1', successfullyProvisioned: '1' }) },
  play: NoResult.play,
};

/**
 * A result stored before the ids existed (or answered without them) still shows; each serial
 * links to its device entry page, which looks the device up and offers 'Go to device page'.
 */
export const OlderResultWithoutIds: Story = {
  args: {
    stored: JSON.stringify({
      serialNumbers: three.serialNumbers,
      successfullyProvisioned: 3,
      devicesRequested: 3,
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Created 3 / 3' })).toBeVisible();
    const links = within(canvas.getByRole('region', { name: 'Serial numbers' })).getAllByRole(
      'link',
    );
    await expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      three.serialNumbers.map((s) => [s, `/demo/devices/${s}`]),
    );
  },
};

/** Dispatches beforeunload (what reload and closing the tab do); true when it was cancelled. */
function browserWouldWarn(): boolean {
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  return leaving.defaultPrevented;
}

/** Spec §2: the browser warns when the user reloads or closes the tab on the results page. */
export const LeaveWarning: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Created 3 / 3' })).toBeVisible();
    await waitFor(() => expect(browserWouldWarn()).toBe(true));
  },
};

/** With no result to lose, nothing warns. */
export const NoResultNoWarning: Story = {
  args: { stored: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found in session storage.')).toBeVisible();
    await expect(browserWouldWarn()).toBe(false);
  },
};

type Canvas = ReturnType<typeof within>;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/**
 * Leaving inside the app asks first: 'Go to form' and a serial's link open the dialog; Stay keeps
 * the results (the address and the page); Leave goes where the link pointed.
 */
async function leaveInsideTheApp(canvas: Canvas, userEvent: User) {
  // The dialog opens in a portal on the page's body.
  const body = within(document.body);
  await expect(await canvas.findByRole('heading', { name: 'Created 3 / 3' })).toBeVisible();

  await userEvent.click(canvas.getByRole('link', { name: 'Go to form' }));
  const dialog = await body.findByRole('alertdialog', { name: 'Leave the results?' });
  await expect(dialog).toHaveTextContent(
    "The serial numbers stay in this tab: 'View previous result' shows them again until the tab is closed.",
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  await expect(canvas.getByRole('heading', { name: 'Created 3 / 3' })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Select a model' })).toBeNull();
  // The browser's own warning on reload is still there.
  await expect(browserWouldWarn()).toBe(true);

  await userEvent.click(canvas.getByRole('link', { name: 'HDP2-10102' }));
  const again = await body.findByRole('alertdialog', { name: 'Leave the results?' });
  await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  await userEvent.click(within(again).getByRole('button', { name: 'Leave' }));
  await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
    '/demo/device/dev-10102',
  );
  // Gone from the results page, nothing warns any more.
  await expect(browserWouldWarn()).toBe(false);
}

/** In-app navigation is blocked, routed as the host routes (a declarative router). */
export const LeaveInsideTheApp: Story = {
  play: ({ canvas, userEvent }) => leaveInsideTheApp(canvas, userEvent),
};

/** The same in a data router, where react-router's `useBlocker` holds the navigation. */
export const LeaveInsideTheAppDataRouter: Story = {
  args: { dataRouter: true },
  play: ({ canvas, userEvent }) => leaveInsideTheApp(canvas, userEvent),
};

/** 100 serials (the maximum) scroll in their own box, not the page. */
export const Hundred: Story = {
  args: {
    stored: JSON.stringify({
      serialNumbers: Array.from({ length: 100 }, (_, i) => `HDP2-${20001 + i}`),
      successfullyProvisioned: 100,
      devicesRequested: 100,
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Created 100 / 100' })).toBeVisible();
    const list = canvas.getByRole('region', { name: 'Serial numbers' });
    await expect(within(list).getAllByRole('link')).toHaveLength(100);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

/** Serials that look like formulas reach the CSV defused (no cell starts a formula). */
export const FormulaLikeSerials: Story = {
  args: {
    stored: JSON.stringify({
      serialNumbers: ['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1)'],
      successfullyProvisioned: 4,
      devicesRequested: 4,
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download as CSV' }));
    await waitFor(() => expect(args.saveFile).toHaveBeenCalledOnce());
    const [, blob] = (args.saveFile as ReturnType<typeof fn>).mock.calls[0] as [string, Blob];
    await expect(await blob.text()).toBe(
      `serial_number\r\n"'=HYPERLINK(""http://x"")"\r\n'+1\r\n'-1\r\n'@SUM(A1)\r\n`,
    );
    // On screen they are plain text, never markup.
    await expect(canvas.getByRole('link', { name: '=HYPERLINK("http://x")' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: Partial.args,
  play: Partial.play,
};

/** At 360 px: the buttons wrap, nothing scrolls sideways. */
export const Phone: Story = {
  ...onPhone,
  args: Hundred.args,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Download as CSV' })).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};

// ------------------------------------------------------------ issue 46

/** Two devices of the seed that demo reads, so their QR codes come from the platform. */
const twoReal = {
  serialNumbers: [DEMO_DEVICE.serialNumber, SERVICE_DEVICE_FOR_DEMO.serialNumber],
  successfullyProvisioned: 2,
  devicesRequested: 2,
  devices: [DEMO_DEVICE, SERVICE_DEVICE_FOR_DEMO].map(({ id, serialNumber }) => ({
    id,
    serialNumber,
  })),
  tenant: 'demo',
};

/**
 * 'QR labels for printing': a label per new device, its QR code as the platform makes it
 * (`GET /devices/{id}/qr-code`) and its serial in print; 'Print labels' prints the sheet alone.
 * The results say where the devices are.
 */
export const QrLabels: Story = {
  args: { stored: JSON.stringify(twoReal) },
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByText('The new devices are at demo.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'QR labels for printing' }));
    const sheet = await canvas.findByRole('list', { name: 'QR labels' });
    const labels = within(sheet).getAllByRole('listitem');
    await expect(labels.map((label) => label.textContent)).toEqual(twoReal.serialNumbers);
    for (const { serialNumber } of twoReal.devices) {
      await expect(
        await within(sheet).findByRole('img', { name: `QR code of ${serialNumber}` }),
      ).toBeVisible();
    }
    await expect(
      requestsTo(harnessOf(loaded), '/devices/')
        .map((r) => r.path)
        .sort(),
    ).toEqual(twoReal.devices.map((d) => `/devices/${d.id}/qr-code`).sort());
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Print labels' }));
    } finally {
      window.print = original;
    }
    await expect(print).toHaveBeenCalledOnce();
  },
};

/** A label whose QR code cannot be had says so, and the sheet stays for the others. */
export const QrLabelsFail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'QR labels for printing' }));
    const sheet = await canvas.findByRole('list', { name: 'QR labels' });
    await waitFor(() =>
      expect(within(sheet).getAllByText('No QR code: unable to fetch it.')).toHaveLength(3),
    );
  },
};

/** Labels on a phone, dark: black on white (they are printed), nothing scrolls sideways. */
export const QrLabelsOnPhoneDark: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, theme: 'dark' },
  args: { stored: JSON.stringify(twoReal) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'QR labels for printing' }));
    const sheet = await canvas.findByRole('list', { name: 'QR labels' });
    await within(sheet).findAllByRole('img');
    await expectFitsPhone(canvasElement);
  },
};

/** An older result, stored before the tenant was kept: it is the tenant of the address. */
export const WithoutStoredTenant: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The new devices are at demo.')).toBeVisible();
  },
};
