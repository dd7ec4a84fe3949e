import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { DEMO_DEVICE } from '../../../testing/storyData';
import { harnessLoader, StoryHarness, type HarnessContext } from '../../../testing/StoryHarness';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import type { CameraOpening } from '../scanning/camera';
import type { QrDecoder } from '../scanning/qrDecoder';
import type { ScanPorts } from '../scanning/useQrScan';
import { ScanScreen } from './ScanScreen';

/**
 * A camera for stories: a canvas's stream showing a label-like picture, drawn once so the
 * story's picture is the same every time; the play functions check its tracks are stopped.
 */
function storyCamera(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 240;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#d9dde3';
  context.fillRect(0, 0, 240, 240);
  context.fillStyle = '#fff';
  context.fillRect(60, 60, 120, 120);
  context.fillStyle = '#1d232b';
  for (let i = 0; i < 36; i += 1) {
    if ((i * 7) % 3 === 0) context.fillRect(72 + (i % 6) * 16, 72 + Math.floor(i / 6) * 16, 16, 16);
  }
  return canvas.captureStream(10);
}

/** What the story's reader reads, frame after frame (null: no code), then nothing more. */
function storyReader(reads: (string | null)[] = []): QrDecoder & { closed: () => boolean } {
  let closed = false;
  const queue = [...reads];
  return {
    kind: 'library',
    read: () => Promise.resolve(queue.length > 0 ? (queue.shift() ?? null) : null),
    close: () => {
      closed = true;
    },
    closed: () => closed,
  };
}

/** The ports a story scans with, and what it can check of them afterwards. */
function storyPorts(
  camera: () => CameraOpening,
  reads: (string | null)[] = [],
): ScanPorts & { cameraAsks: () => number; streams: MediaStream[] } {
  let asks = 0;
  const streams: MediaStream[] = [];
  return {
    openCamera: () => {
      asks += 1;
      const opening = camera();
      if (opening.status === 'open') streams.push(opening.stream);
      return Promise.resolve(opening);
    },
    loadDecoder: () => Promise.resolve(storyReader(reads)),
    cameraAsks: () => asks,
    streams,
  };
}

const open = (): CameraOpening => ({ status: 'open', stream: storyCamera() });
const stopped = (stream: MediaStream) =>
  stream.getTracks().every((track) => track.readyState === 'ended');

interface Args {
  ports: ReturnType<typeof storyPorts>;
}

const meta = {
  title: 'Console/Devices/Scan a dispenser',
  loaders: [harnessLoader],
  args: { ports: storyPorts(open) },
  render: ({ ports }, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url="/demo/devices/scan"
      tenant="demo"
      pattern={paths.scan.pattern}
    >
      <ScanScreen ports={ports} />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const serial = DEMO_DEVICE.serialNumber;

/**
 * The camera open, looking: its picture in a frame to hold the code in, the status said
 * politely, and typing the serial number below.
 */
export const Scanning: Story = {
  args: { ports: storyPorts(open) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Scan a dispenser' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Looking for a QR code…')).toBeVisible();
    await expect(canvas.getByLabelText('Camera picture')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Serial number' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Scan a dispenser' })).toBeNull();
  },
};

/** Before the camera answers (the browser's prompt is up): 'Starting the camera…'. */
export const Starting: Story = {
  args: {
    ports: {
      ...storyPorts(open),
      openCamera: () => new Promise<CameraOpening>(() => undefined),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Starting the camera…')).toBeVisible();
  },
};

/** A dispenser's code: its entry page opens, and the camera (and its light) goes off. */
export const ReadsADispenser: Story = {
  args: { ports: storyPorts(open, [null, `https://console.example.com/devices/${serial}`]) },
  play: async ({ canvas, args }) => {
    const where = await canvas.findByRole('status', { name: 'Navigated to' });
    await expect(where).toHaveTextContent(`/demo/devices/${serial}`);
    await expect(where.textContent).not.toContain('internal');
    await waitFor(() => expect(stopped(args.ports.streams.at(-1)!)).toBe(true));
  },
};

/** The provider's internal link keeps its flag: the entry page may switch tenant with it. */
export const ReadsAnInternalLink: Story = {
  args: { ports: storyPorts(open, [`/devices/${serial.toLowerCase()}?internal=true`]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      `/demo/devices/${serial}?internal=true`,
    );
  },
};

/** A code that is not a dispenser's: said (its text, escaped), and scanning goes on. */
export const UnknownCode: Story = {
  args: { ports: storyPorts(open, ['<b>https://example.com/menu</b>']) },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText(
        'That code is not a dispenser’s (<b>https://example.com/menu</b>). Hold the code on the dispenser’s label in the frame.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
    await expect(stopped(args.ports.streams.at(-1)!)).toBe(false);
  },
};

/** No camera (a laptop without one, a page without HTTPS): typing still works. */
export const NoCamera: Story = {
  args: { ports: storyPorts(() => ({ status: 'noCamera' })) },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(
        'No camera can be used here. Type the serial number from the dispenser’s label below.',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Camera picture')).not.toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Serial number' }), serial);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      `/demo/devices/${serial}`,
    );
  },
};

/** The camera refused: what to do, and 'Try again' asks again. */
export const PermissionRefused: Story = {
  args: { ports: storyPorts(() => ({ status: 'refused' })) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      await canvas.findByText(
        'The camera is not allowed for this site. Allow it in the browser’s settings for this site and try again, or type the serial number below.',
      ),
    ).toBeVisible();
    const asked = args.ports.cameraAsks();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.ports.cameraAsks()).toBe(asked + 1));
  },
};

/** The camera would not start (another app holds it). */
export const CameraFailed: Story = {
  args: { ports: storyPorts(() => ({ status: 'failed' })) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^The camera did not start: another app may be using it\./),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The reader could not be fetched (offline): the camera goes off again, typing works. */
export const ReaderFailed: Story = {
  args: {
    ports: {
      ...storyPorts(open),
      loadDecoder: () => Promise.reject(new TypeError('Failed to fetch')),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText(/^The code reader could not be loaded \(is the phone offline\?\)\./),
    ).toBeVisible();
    await waitFor(() => expect(stopped(args.ports.streams.at(-1)!)).toBe(true));
  },
};

/** In front of a dispenser: a phone, dark, in Bokmål; nothing scrolls sideways. */
export const OnPhoneDarkBokmal: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, ...inDark.globals, language: 'nb' },
  args: { ports: storyPorts(open) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Skann en dispenser' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Ser etter en QR-kode …')).toBeVisible();
    const form = canvas.getByRole('textbox', { name: 'Serienummer' }).closest('form')!;
    await expect(within(form).getByRole('button', { name: 'Åpne' })).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};
