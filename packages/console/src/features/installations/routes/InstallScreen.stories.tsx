import type { FakePlatformStoryParameters } from '@hygiene/fake-platform';
import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { formatDateTime } from '../../../lib/formatDate';
import { paths } from '../../../routing/paths';
import { DEMO_DEVICE, SERVICE_DEVICE_FOR_DEMO } from '../../../testing/storyData';
import {
  harnessOf,
  harnessLoader,
  requestsTo,
  storyApi,
  StoryHarness,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { longestSerial, longestValues } from '../../../testing/longestValues';
import { expectFitsPhone, inDark, onPhone, phoneBoxOf } from '../../../testing/storyViews';
import type { UploadState } from '../components/ImagesStep';
import { wizardStorageKey } from '../wizardStorage';
import { initialWizardState, type ChosenRoom, type WizardState } from '../wizardState';
import { InstallScreen } from './InstallScreen';
import { expectVersioned } from '../../../testing/storyChecks';
import { INSTALL_WIZARD_STORAGE_PREFIX } from '../constants';

const SERIAL = SERVICE_DEVICE_FOR_DEMO.serialNumber;

interface Args {
  url: string;
  tenant: string;
  initialUpload?: UploadState;
}

/** A geolocation that never answers, so no story asks the real one. */
const noGeolocation: Pick<Geolocation, 'getCurrentPosition'> = { getCurrentPosition: () => {} };

const meta = {
  title: 'Console/Installations/Install wizard',
  args: { url: `/demo/devices/${SERIAL}/install`, tenant: 'demo' },
  loaders: [harnessLoader],
  // Each story starts from its own wizard state (or none): nothing leaks between stories.
  beforeEach: () => {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(INSTALL_WIZARD_STORAGE_PREFIX)) sessionStorage.removeItem(key);
    }
  },
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={args.url}
      tenant={args.tenant}
      pattern={paths.deviceInstall.pattern}
    >
      <InstallScreen
        geolocation={noGeolocation}
        {...(args.initialUpload ? { initialUpload: args.initialUpload } : {})}
      />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wizard state a story opens with, as a reload would find it in session storage. */
const resumeAt =
  (change: Partial<WizardState>, serial = SERIAL) =>
  () => {
    sessionStorage.setItem(
      wizardStorageKey(serial),
      JSON.stringify({ ...initialWizardState, ...change }),
    );
  };

const demoTenant = { identifier: 'demo', name: 'demo' };
const room = { id: 'r', name: 'Room', typeName: 'Toalett', floorName: '1. etasje' };
/** Set by the fake platform's setup, which runs before the story's own beforeEach. */
let seededRoom: ChosenRoom = room;
/** Through the photo step: the press step finished without the device's event (issue 51). */
const throughPhotos: Partial<WizardState> = {
  tenant: demoTenant,
  room: { status: 'confirmed', room },
  verification: { status: 'notVerified' },
  images: { status: 'skipped' },
};

/**
 * The room step's list of rooms, found anew on each call (a new page draws a new list), apart
 * from the premise and floor selects' options.
 */
const roomList = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('listbox', { name: 'rooms' }));
const roomOptions = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('listbox', { name: 'rooms' })).getAllByRole('option');

async function buttons(canvas: ReturnType<typeof within>) {
  return {
    back: await canvas.findByRole('button', { name: 'Back' }),
    next: canvas.getByRole('button', { name: 'Next' }),
  };
}

/**
 * Step 0 'Select Tenant': title 'Install {serial}', Back disabled at step 0. The planned
 * installation names its tenant, so demo is chosen already and Next is enabled (issue 46: it
 * said 'The installation is for demo.' and still asked to choose demo). Opening on a READY
 * installation moved it to IN_PROGRESS (spec §4).
 */
export const Step0PlannedTenantChosen: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Install ${SERIAL}` }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Select Tenant' })).toBeVisible();
    await canvas.findByText('The installation is for demo.');
    const { back, next } = await buttons(canvas);
    await expect(back).toBeDisabled();
    await waitFor(() => expect(next).toBeEnabled());
    await expect(await canvas.findByRole('combobox', { name: 'Search tenants' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find nearest tenant' })).toBeVisible();

    const h = harnessOf(loaded);
    await waitFor(() =>
      expect(
        h.requests.some(
          (r) => r.method === 'PATCH' && /\/device-installations\/.+\/status$/.test(r.path),
        ),
      ).toBe(true),
    );
    const patch = h.requests.find((r) => r.method === 'PATCH');
    await expect(patch?.tenantHeader).toBe('demo');
    // The platform has it once the PATCH was answered.
    await waitFor(async () => {
      const device = await storyApi('demo').getTenantDeviceBySerialNumber('demo', SERIAL);
      await expect(device.ok && device.data.deviceInstallation?.installationStatus).toBe(
        'IN_PROGRESS',
      );
    });
  },
};

/** Choosing the installation's own tenant does nothing at the platform and enables Next. */
export const Step0SameTenantEnablesNext: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await userEvent.click(await canvas.findByRole('option', { name: /^demo/ }));
    const { next } = await buttons(canvas);
    await waitFor(() => expect(next).toBeEnabled());
    await expect(harnessOf(loaded).requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  },
};

/**
 * Switching tenant (spec §4), from the service tenant: the Ready installation is aborted first,
 * then one is created for the new tenant; saved, and Next is enabled for it.
 */
export const Step0SwitchTenantSaved: Story = {
  args: { url: `/service/devices/${SERIAL}/install`, tenant: 'service' },
  play: async ({ canvas, loaded, userEvent }) => {
    await canvas.findByText('The installation is for demo.');
    await userEvent.click(await canvas.findByRole('option', { name: /Bergen kommune/ }));
    await expect(await canvas.findByText('Installation moved to Bergen kommune.')).toBeVisible();
    const h = harnessOf(loaded);
    const writes = h.requests.filter((r) => r.method !== 'GET');
    const create = writes.find((r) => r.method === 'POST' && r.path === '/device-installations');
    await expect(create?.tenantHeader).toBe('service');
    // The abort came before the create.
    const abortAt = writes.findIndex(
      (r) =>
        r.method === 'PATCH' &&
        (r.body as { installationStatus?: string } | undefined)?.installationStatus === 'Aborted',
    );
    await expect(abortAt).toBeGreaterThanOrEqual(0);
    await expect(abortAt).toBeLessThan(writes.indexOf(create!));
    // On the version step 0 showed (issue 54).
    await expectVersioned(writes[abortAt]);
    const { next } = await buttons(canvas);
    await waitFor(() => expect(next).toBeEnabled());
    const page = await storyApi('service').listInstallations({
      tenantIdentifierFilter: 'bergen-kommune',
    });
    await expect(page.ok && page.data.items.some((i) => i.serialnumber === SERIAL)).toBe(true);
  },
};

/** The create answers 409: the conflict is said, Next stays disabled. */
export const Step0SwitchTenantConflict: Story = {
  args: { url: `/service/devices/${SERIAL}/install`, tenant: 'service' },
  parameters: {
    msw: { handlers: { overrides: [override.conflict('post', '/device-installations')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('option', { name: /Bergen kommune/ }));
    await expect(
      await canvas.findByText('Conflict: the device has an active installation.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The create answers 500: the error is said, Next stays disabled. */
export const Step0SwitchTenantError: Story = {
  args: { url: `/service/devices/${SERIAL}/install`, tenant: 'service' },
  parameters: {
    msw: { handlers: { overrides: [override.error('post', '/device-installations')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('option', { name: /Bergen kommune/ }));
    await expect(await canvas.findByText('Unable to move the installation.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/**
 * Step 1 'Select Room' (resumed from session storage): the shared room picker shows room name,
 * type and floor; Next waits for a room and says so, and is the one way on: it confirms the room
 * (issue 46: no separate 'Confirm room'). In the service tenant the rooms are the installation's
 * tenant's, and the live feed is locked to that tenant.
 */
export const Step1RoomGate: Story = {
  args: { url: `/service/devices/${SERIAL}/install`, tenant: 'service' },
  beforeEach: resumeAt({ step: 1, tenant: demoTenant }),
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select Room' })).toBeVisible();
    const { back, next } = await buttons(canvas);
    await expect(back).toBeEnabled();
    await expect(next).toBeDisabled();
    // Said once the installation (whose tenant the rule compares with) is in.
    await waitFor(() => expect(next).toHaveAccessibleDescription('Choose a room to go on.'));
    await expect(canvas.getByText('Choose a room to go on.')).toBeVisible();
    const options = await (await roomList(canvas)).findAllByRole('option');
    // Name · room type · floor.
    await expect(options[0]?.textContent).toMatch(/\S · \S/);
    await userEvent.click(options[0]!);
    await expect(await canvas.findByText(/^Chosen: /)).toBeVisible();
    await expect(next).toBeEnabled();
    await expect(canvas.queryByText('Choose a room to go on.')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Confirm room' })).toBeNull();
    await userEvent.click(next);
    await expect(await canvas.findByRole('heading', { name: 'Liquid' })).toBeVisible();

    const h = harnessOf(loaded);
    const rooms = requestsTo(h, '/rooms?').at(-1);
    await expect(rooms?.tenantHeader).toBe('demo');
    await expect(rooms?.url.searchParams.get('pageSize')).toBe('6');
    await waitFor(() =>
      expect(
        h.connection.invocations.some(
          (i) => i.methodName === 'JoinTenantGroup' && i.args[0] === 'demo',
        ),
      ).toBe(true),
    );
  },
};

/** Step 2 'Liquid': Alcohol ('Disinfectant') is the default, so Next is enabled. */
export const Step2Liquid: Story = {
  beforeEach: resumeAt({ step: 2, tenant: demoTenant, room: { status: 'confirmed', room } }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Liquid' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Disinfectant' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Soap' }));
    await expect(canvas.getByRole('radio', { name: 'Soap' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Steps 3 to 5 are always enabled: the two hand-sensor pictures and the mounting guidance. */
export const Steps3To5Guidance: Story = {
  beforeEach: resumeAt({ step: 3, tenant: demoTenant, room: { status: 'confirmed', room } }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Turn on hand sensor' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Sensor switch on' })).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(await canvas.findByRole('heading', { name: 'Check hand sensor' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Hand under the sensor' })).toBeVisible();
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(await canvas.findByRole('heading', { name: 'Mount on wall' })).toBeVisible();
    const guidance = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(guidance).toEqual([
      'Degrease the wall.',
      'Remove the liner from the tape.',
      'Mount the sensor on the wall.',
      'Mount the drip tray, depending on delivery.',
    ]);
    await expect(next).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'Check hand sensor' })).toBeVisible();
  },
};

/** Step 6 'Press the dispenser' (issue 51), resumed with `verification`. */
const pressStep = (
  verification: WizardState['verification'] = { status: 'notStarted' },
): Partial<WizardState> => ({
  step: 6,
  tenant: demoTenant,
  room: { status: 'confirmed', room },
  verification,
});

/** What the hub pushes when the device being installed reports `eventType` now. */
const eventOfTheDevice = (
  eventType: 'HandSense' | 'State',
  deviceId: string = SERVICE_DEVICE_FOR_DEMO.id,
) => ({
  deviceId,
  eventType,
  event: eventType === 'State' ? 'LidClosed' : eventType,
  timestamp: new Date().toISOString(),
});

async function hubJoined(h: ReturnType<typeof harnessOf>) {
  await waitFor(() =>
    expect(h.connection.invocations.some((i) => i.methodName === 'JoinTenantGroup')).toBe(true),
  );
}

/**
 * Step 6 'Press the dispenser' (issue 51): it asks for one press and says what to try; Next waits
 * and says why; another device's event and a Bluetooth report verify nothing; the device's own
 * HandSense arriving over the hub verifies it, with the signal it reported.
 */
export const Step6PressVerifiedLive: Story = {
  // The event's time is shown: the same in every run of the picture.
  parameters: { clock: 'frozen' },
  beforeEach: resumeAt(pressStep()),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { name: 'Press the dispenser' })).toBeVisible();
    await expect(await canvas.findByText(/^Press the dispenser once/)).toBeVisible();
    await expect(canvas.getByText(/^Nothing yet\? Press again, firmly\./)).toBeVisible();
    await expect(canvas.getByText(/you can finish without it in \d+ s\./)).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await expect(
      canvas.getByText('Press the dispenser and wait for its event to go on.'),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Finish as installed, not verified' }),
    ).toBeNull();

    const h = harnessOf(loaded);
    await hubJoined(h);
    h.connection.emit('ReceiveDeviceEvent', eventOfTheDevice('HandSense', 'another-device'));
    h.connection.emit('ReceiveBluetoothEvent', {
      ...eventOfTheDevice('HandSense'),
      eventType: 'Bluetooth',
      event: 'Bluetooth',
      bluetooth: { address: 'AA:BB', rssi: -71, timestamp: new Date().toISOString() },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(next).toBeDisabled();

    h.connection.emit('ReceiveDeviceEvent', eventOfTheDevice('HandSense'));
    await expect(
      await canvas.findByText(`Verified: ${SERIAL} reached the platform.`),
    ).toBeVisible();
    await expect(canvas.getByText(/^A hand under the sensor, /)).toBeVisible();
    await expect(canvas.getByText('-71 dBm')).toBeVisible();
    await expect(next).toBeEnabled();
    // Kept on the phone: a reload keeps it verified.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(wizardStorageKey(SERIAL))!)).toMatchObject({
        verification: { status: 'verified', by: { eventType: 'HandSense', rssi: -71 } },
      }),
    );
  },
};

/**
 * The wait is over (opened three minutes ago, nothing arrived): 'Finish as installed, not
 * verified' is offered; chosen, the step says what follows and Next goes on.
 */
export const Step6TimedOutFinishUnverified: Story = {
  parameters: { clock: 'frozen' },
  beforeEach: () =>
    resumeAt(
      pressStep({ status: 'waiting', since: new Date(Date.now() - 180_000).toISOString() }),
    )(),
  play: async ({ canvas, userEvent }) => {
    const finish = await canvas.findByRole('button', { name: 'Finish as installed, not verified' });
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(finish);
    await expect(
      await canvas.findByText(`${SERIAL} will be installed, not verified.`),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^The device page and the installation list will say so\./),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** No live events can arrive ('Unable to get events'): said, and finishing without is offered at once. */
export const Step6NoLiveEvents: Story = {
  beforeEach: resumeAt(pressStep()),
  parameters: {
    clock: 'frozen',
    msw: { handlers: { overrides: [override.error('get', '/device-events')] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^Live events cannot be received now, so the dispenser cannot be checked\./,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Finish as installed, not verified' }),
    ).toBeEnabled();
  },
};

/** Step 6 as an installer holds it: a phone, dark, in Bokmål, waiting; nothing scrolls sideways. */
export const Step6OnPhoneDarkBokmal: Story = {
  ...onPhone,
  // The seconds waited are shown: the same in every run of the picture.
  parameters: { clock: 'frozen' },
  globals: { ...onPhone.globals, ...inDark.globals, language: 'nb' },
  beforeEach: resumeAt(pressStep()),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Trykk på dispenseren' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/^Ingenting ennå\? Trykk en gang til/)).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};

const photoStep: Partial<WizardState> = {
  step: 7,
  tenant: demoTenant,
  room: { status: 'confirmed', room },
};

/** A picture as a phone camera would hand it over. */
async function choosePicture(canvas: ReturnType<typeof within>, file: File) {
  const input = (await canvas.findByLabelText(
    'Picture of the installed device',
  )) as HTMLInputElement;
  await expect(input).toHaveAttribute('accept', 'image/*');
  await expect(input).toHaveAttribute('capture', 'environment');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A 2 x 2 PNG. */
function pngFile(): File {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], 'dispenser.png', { type: 'image/png' });
}

/** Step 7 without a picture: Next disabled until one is saved or the step skipped. */
export const Step7SkipEnablesNext: Story = {
  beforeEach: resumeAt(photoStep),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Take a picture of the device' }),
    ).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Skip this step' }));
    await expect(await canvas.findByText('Step skipped: no picture.')).toBeVisible();
    await expect(next).toBeEnabled();
  },
};

/**
 * A picture chosen: its preview, then 'Save picture' sends it as multipart `imageFile`; success
 * clears the selection and enables Next.
 */
export const Step7PictureSaved: Story = {
  beforeEach: resumeAt(photoStep),
  play: async ({ canvas, loaded, userEvent }) => {
    await choosePicture(canvas, pngFile());
    await expect(await canvas.findByRole('img', { name: 'The chosen picture' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save picture' }));
    await expect(await canvas.findByText('1 picture(s) saved.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('img', { name: 'The chosen picture' })).toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    const upload = harnessOf(loaded).requests.find((r) => /\/images$/.test(r.path));
    await expect(upload?.method).toBe('POST');
    await expect(upload?.tenantHeader).toBe('demo');
    const device = await storyApi('demo').getTenantDeviceBySerialNumber('demo', SERIAL);
    await expect(device.ok && device.data.deviceInstallation?.images?.length).toBeGreaterThan(0);
  },
};

/** The platform refuses the picture: 'Unable to save image'; Next stays disabled. */
export const Step7UploadFails: Story = {
  beforeEach: resumeAt(photoStep),
  parameters: {
    msw: {
      handlers: { overrides: [override.error('post', '/device-installations/{id}/images')] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await choosePicture(canvas, pngFile());
    await userEvent.click(await canvas.findByRole('button', { name: 'Save picture' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to save image');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Image files only (spec §5): anything else is refused before it is sent. */
export const Step7NotAnImage: Story = {
  beforeEach: resumeAt(photoStep),
  play: async ({ canvas, loaded }) => {
    await choosePicture(canvas, new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to save image Only image files can be saved.',
    );
    await expect(canvas.queryByRole('button', { name: 'Save picture' })).toBeNull();
    await expect(harnessOf(loaded).requests.some((r) => /\/images$/.test(r.path))).toBe(false);
  },
};

/**
 * A text file named `.jpg` (issue 46: one was saved as a picture): the browser calls it a JPEG by
 * its name, its bytes say otherwise, so it is refused and nothing is sent.
 */
export const Step7TextNamedJpg: Story = {
  beforeEach: resumeAt(photoStep),
  play: async ({ canvas, loaded, userEvent }) => {
    await choosePicture(
      canvas,
      new File(['Notes from the plant room, not a picture.'], 'dispenser.jpg', {
        type: 'image/jpeg',
      }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Save picture' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to save image Only image files can be saved.',
    );
    await expect(canvas.queryByRole('button', { name: 'Save picture' })).toBeNull();
    await expect(uploadsOf(loaded)).toHaveLength(0);
  },
};

/** The wizard's installation at the fake platform holds `count` pictures. */
const withStoredImages =
  (count: number): NonNullable<FakePlatformStoryParameters['setup']> =>
  (platform) => {
    platform.edit((state) => {
      const installation = state.installations.find(
        (i) => i.serialnumber === SERIAL && (i.status === 'Ready' || i.status === 'InProgress'),
      )!;
      installation.images = Array.from({ length: count }, (_, n) => ({
        id: `story-image-${n}`,
        url: 'data:image/png;base64,iVBORw0KGgo=',
      }));
    });
  };

/**
 * A picture no browser can shrink (a JPEG's first bytes, then nothing it can decode), of `bytes`:
 * sent as it is.
 */
function undecodableJpeg(bytes: number): File {
  const data = new Uint8Array(bytes);
  data.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([data], 'camera-raw.jpg', { type: 'image/jpeg' });
}

const uploadsOf = (loaded: Record<string, unknown>) =>
  harnessOf(loaded).requests.filter((r) => /\/images$/.test(r.path));

/**
 * A picture still over the platform's 5 MB after shrinking: the step says its size and the
 * limit, offers another picture instead of saving this one, and sends nothing.
 */
export const Step7PictureTooLarge: Story = {
  beforeEach: resumeAt(photoStep),
  play: async ({ canvas, loaded, userEvent }) => {
    await choosePicture(canvas, undecodableJpeg(6 * 1024 * 1024));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save picture' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to save image This picture is 6.0 MB; a picture can be at most 5 MB.',
    );
    await expect(canvas.queryByRole('button', { name: 'Save picture' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose another' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(uploadsOf(loaded)).toHaveLength(0);
  },
};

/** The same on a phone: the message wraps, nothing scrolls sideways. */
export const Step7PictureTooLargeOnPhone: Story = {
  ...onPhone,
  beforeEach: resumeAt(photoStep),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    await choosePicture(canvas, undecodableJpeg(6 * 1024 * 1024));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save picture' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'a picture can be at most 5 MB.',
    );
    await expect(uploadsOf(loaded)).toHaveLength(0);
    await expectFitsPhone(canvasElement);
  },
};

/**
 * The installation already has its 10 pictures: the step says so instead of the camera hint,
 * the picture field is disabled and nothing is sent; the step can still be skipped.
 */
export const Step7InstallationFull: Story = {
  ...inDark,
  beforeEach: resumeAt(photoStep),
  parameters: { fakePlatform: { setup: withStoredImages(10) } },
  play: async ({ canvas, loaded, userEvent }) => {
    const input = await canvas.findByLabelText('Picture of the installed device');
    await waitFor(() => expect(input).toBeDisabled());
    await expect(input).toHaveAccessibleDescription(
      'An installation can have at most 10 pictures, and this one has them all.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Skip this step' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(uploadsOf(loaded)).toHaveLength(0);
  },
};

/**
 * Nine stored: the tenth picture is saved, after which the field is disabled and says the
 * installation has them all; exactly one upload was sent.
 */
export const Step7LastPictureFillsInstallation: Story = {
  beforeEach: resumeAt(photoStep),
  parameters: { fakePlatform: { setup: withStoredImages(9) } },
  play: async ({ canvas, loaded, userEvent }) => {
    await choosePicture(canvas, pngFile());
    await userEvent.click(await canvas.findByRole('button', { name: 'Save picture' }));
    await expect(await canvas.findByText('1 picture(s) saved.')).toBeVisible();
    const input = canvas.getByLabelText('Picture of the installed device');
    await waitFor(() => expect(input).toBeDisabled());
    await expect(input).toHaveAccessibleDescription(
      'An installation can have at most 10 pictures, and this one has them all.',
    );
    await expect(uploadsOf(loaded)).toHaveLength(1);
  },
};

/** The platform answers 409 (someone else filled the installation meanwhile): the limit is said. */
export const Step7PlatformSaysFull: Story = {
  beforeEach: resumeAt(photoStep),
  parameters: {
    msw: {
      handlers: { overrides: [override.conflict('post', '/device-installations/{id}/images')] },
    },
  },
  play: async ({ canvas, loaded, userEvent }) => {
    await choosePicture(canvas, pngFile());
    await userEvent.click(await canvas.findByRole('button', { name: 'Save picture' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to save image An installation can have at most 10 pictures, and this one has them all.',
    );
    await expect(canvas.queryByRole('button', { name: 'Save picture' })).toBeNull();
    await expect(uploadsOf(loaded)).toHaveLength(1);
  },
};

/** The platform answers 413 (a stricter limit than the console knows): said as too large. */
export const Step7PlatformSaysTooLarge: Story = {
  beforeEach: resumeAt(photoStep),
  parameters: {
    msw: {
      handlers: {
        overrides: [override.error('post', '/device-installations/{id}/images', 413)],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await choosePicture(canvas, pngFile());
    await userEvent.click(await canvas.findByRole('button', { name: 'Save picture' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to save image The platform refused the picture as too large.',
    );
  },
};

/** While the picture is sent: the bytes sent so far. */
export const Step7Uploading: Story = {
  beforeEach: resumeAt(photoStep),
  args: {
    initialUpload: {
      status: 'uploading',
      file: new File(['x'], 'dispenser.jpg', { type: 'image/jpeg' }),
      percent: 40,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Saving the picture ... 40 %')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '40',
    );
    await expect(canvas.queryByRole('button', { name: 'Skip this step' })).toBeNull();
  },
};

/**
 * Step 8 with one of demo's rooms confirmed (the platform accepts only its own) and the device's
 * online event count as the story needs it (0: not heard from yet, so the header says offline).
 */
function atStep8(onlineEventCount: number): Pick<Story, 'parameters' | 'beforeEach'> {
  return {
    parameters: {
      fakePlatform: {
        setup: (platform) => {
          const demoRoom = platform.state.rooms.find((r) => r.tenant === 'demo')!;
          seededRoom = { id: demoRoom.id, name: demoRoom.name, typeName: null, floorName: '1' };
          platform.edit((state) => {
            state.devices.find((d) => d.id === SERVICE_DEVICE_FOR_DEMO.id)!.onlineEventCount =
              onlineEventCount;
          });
        },
      } satisfies FakePlatformStoryParameters,
    },
    beforeEach: () =>
      resumeAt({ ...throughPhotos, step: 8, room: { status: 'confirmed', room: seededRoom } })(),
  };
}

/**
 * Step 8 'Overview': the serial number, the checklist and the offline confirmation; confirm is
 * enabled only with every item ticked, then sends the serial number and the installation data.
 */
export const Step8ConfirmInstalls: Story = {
  // A device not heard from yet: step 8 asks to confirm it is offline.
  ...atStep8(0),
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(await canvas.findByText('Device is offline')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(await canvas.findByText(SERIAL)).toBeVisible();
    // Step 6 finished without the device's event (issue 51), said before confirming.
    await expect(canvas.getByText('Installed, not verified')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    const confirm = canvas.getByRole('button', { name: 'Confirm installation' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tenant: demo' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Room: .+, floor: 1$/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fluid type: Disinfectant' }));
    await expect(confirm).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'The device is offline' }));
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    await expect(await canvas.findByText(`Successfully installed ${SERIAL}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to device' })).toHaveAttribute(
      'href',
      `/demo/device/${SERVICE_DEVICE_FOR_DEMO.id}`,
    );
    const complete = harnessOf(loaded).requests.find((r) => r.path.endsWith('/complete'));
    await expect(complete?.method).toBe('POST');
    await expect(complete?.tenantHeader).toBe('demo');
    await expect(complete?.body).toMatchObject({ verifiedBy: null });
    const page = await storyApi('service').listInstallations({
      tenantIdentifierFilter: 'demo',
      installationStatusFilter: ['Installed'],
      pageSize: 100,
    });
    await expect(page.ok && page.data.items.some((i) => i.serialnumber === SERIAL)).toBe(true);
    // The wizard's state is forgotten once installed.
    await expect(sessionStorage.getItem(wizardStorageKey(SERIAL))).toBeNull();
  },
};

/** The HandSense the fake platform recorded for the device in the story's setup. */
let pressedAt = '';

/**
 * Step 8 after step 6 saw the device's own event: the overview says when it arrived, and the
 * confirmation names the event; the platform finds it and records the installation verified.
 */
export const Step8ConfirmSendsItsEvent: Story = {
  parameters: {
    clock: 'frozen',
    fakePlatform: {
      setup: (platform) => {
        atStep8(12).parameters!['fakePlatform'].setup(platform);
        const device = platform.state.devices.find((d) => d.id === SERVICE_DEVICE_FOR_DEMO.id)!;
        pressedAt = platform.recordEvent(device.tenant, {
          deviceId: device.id,
          eventType: 'HandSense',
        }).timestamp;
      },
    } satisfies FakePlatformStoryParameters,
  },
  beforeEach: () =>
    resumeAt({
      ...throughPhotos,
      step: 8,
      room: { status: 'confirmed', room: seededRoom },
      verification: {
        status: 'verified',
        by: { eventType: 'HandSense', timestamp: pressedAt, rssi: -64, batteryLevel: 90 },
      },
    })(),
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(
      await canvas.findByText(`Verified: its event arrived at ${formatDateTime(pressedAt)}`),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tenant: demo' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Room: .+, floor: 1$/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fluid type: Disinfectant' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm installation' }));
    await expect(await canvas.findByText(`Successfully installed ${SERIAL}`)).toBeVisible();
    const complete = harnessOf(loaded).requests.find((r) => r.path.endsWith('/complete'));
    await expect(complete?.body).toMatchObject({
      verifiedBy: { eventType: 'HandSense', timestamp: pressedAt },
    });
    const page = await storyApi('service').listInstallations({
      tenantIdentifierFilter: 'demo',
      installationStatusFilter: ['Installed'],
      pageSize: 100,
    });
    const installed = page.ok ? page.data.items.find((i) => i.serialnumber === SERIAL) : undefined;
    await expect(installed?.completion?.verification?.status).toBe('verified');
  },
};

/**
 * Step 8 for a device the header shows online: it has proved it is not offline, so nothing asks
 * to confirm the opposite; the three checklist items alone enable the confirmation.
 */
export const Step8OnlineAsksNoOfflineConfirmation: Story = {
  ...atStep8(12),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Device is online')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'The device is offline' })).toBeNull();
    const confirm = canvas.getByRole('button', { name: 'Confirm installation' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tenant: demo' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Room: .+, floor: 1$/ }));
    await expect(confirm).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fluid type: Disinfectant' }));
    await expect(confirm).toBeEnabled();
  },
};

/**
 * In the service tenant the wizard follows the installation's tenant (demo) with the group lock;
 * when it closes (installed) the lock is undone and the feed returns to the service group.
 */
export const GroupLockUndoneOnClose: Story = {
  args: { url: `/service/devices/${SERIAL}/install`, tenant: 'service' },
  parameters: Step8ConfirmInstalls.parameters,
  beforeEach: () =>
    resumeAt({
      ...throughPhotos,
      step: 8,
      room: { status: 'confirmed', room: seededRoom },
      checklist: ['tenant', 'room', 'fluid'],
      offlineConfirmed: true,
    })(),
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const groupCalls = () =>
      h.connection.invocations
        .filter((i) => i.methodName === 'JoinTenantGroup' || i.methodName === 'LeaveTenantGroup')
        .map((i) => `${i.methodName} ${String(i.args[0])}`);
    await waitFor(() => expect(groupCalls()).toContain('JoinTenantGroup demo'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm installation' }));
    await expect(await canvas.findByText(`Successfully installed ${SERIAL}`)).toBeVisible();
    await waitFor(() =>
      expect(groupCalls().slice(-2)).toEqual(['LeaveTenantGroup demo', 'JoinTenantGroup service']),
    );
  },
};

const readyToConfirm: Partial<WizardState> = {
  ...throughPhotos,
  step: 8,
  checklist: ['tenant', 'room', 'fluid'],
  offlineConfirmed: true,
};

/** Saving: confirm is shown only in the default state; a spinner while loading. */
export const Step8Saving: Story = {
  beforeEach: resumeAt(readyToConfirm),
  parameters: {
    msw: {
      handlers: { overrides: [override.loading('post', '/device-installations/{id}/complete')] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm installation' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Saving the installation ...' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirm installation' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

/** The platform fails the installation: 'Install failed {serial}', and a way back. */
export const Step8Fails: Story = {
  beforeEach: resumeAt(readyToConfirm),
  parameters: {
    msw: {
      handlers: { overrides: [override.error('post', '/device-installations/{id}/complete')] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm installation' }));
    await expect(await canvas.findByText(`Install failed ${SERIAL}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: 'Confirm installation' })).toBeEnabled();
  },
};

/** Header: online when the device's event count is above zero. */
export const HeaderOnline: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        platform.edit((state) => {
          const device = state.devices.find((d) => d.id === SERVICE_DEVICE_FOR_DEMO.id)!;
          device.onlineEventCount = 12;
        });
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Device is online')).toBeVisible();
  },
};

/** Header: offline when no event was counted and none arrives. */
export const HeaderOffline: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        platform.edit((state) => {
          const device = state.devices.find((d) => d.id === SERVICE_DEVICE_FOR_DEMO.id)!;
          device.onlineEventCount = 0;
        });
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Device is offline')).toBeVisible();
  },
};

/** Header: the events cannot be fetched: 'Unable to get events'. */
export const HeaderUnableToGetEvents: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('get', '/device-events')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to get events')).toBeVisible();
  },
};

/** The device still loading: the card with blank content, Back and Next disabled. */
export const DeviceLoading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          override.loading('get', '/tenants/{tenant}/devices/by-serial-number/{serialNumber}'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select Tenant' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Select Tenant' })).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Without a serial number: 'Error no serial number'. */
export const NoSerialNumber: Story = {
  args: { url: '/demo/devices/%20/install', tenant: 'demo' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Error no serial number')).toBeVisible();
    await expect(harnessOf(loaded).requests).toEqual([]);
  },
};

/** A device without any installation (a new one): 'Not installed yet', not an error. */
export const NoInstallation: Story = {
  args: { url: `/demo/devices/${DEMO_DEVICE.serialNumber}/install`, tenant: 'demo' },
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        platform.edit((state) => {
          state.installations = state.installations.filter((i) => i.deviceId !== DEMO_DEVICE.id);
        });
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not installed yet')).toBeVisible();
    await expect(canvas.queryByText(/deviceInstallation is null/)).toBeNull();
  },
};

/** A serial number no device has. */
export const DeviceNotFound: Story = {
  args: { url: '/demo/devices/NOPE-1/install', tenant: 'demo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Device not found')).toBeVisible();
    await expect(canvas.getByText('Unable to find device with id NOPE-1')).toBeVisible();
  },
};

/**
 * On a phone: no sideways scrolling, thumb-sized Back and Next within the screen, and a
 * thumb-sized file control (issue 46: it was 24 px high).
 */
export const Phone: Story = {
  ...onPhone,
  beforeEach: resumeAt(photoStep),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Skip this step' });
    const phone = phoneBoxOf(canvasElement);
    await expectFitsPhone(canvasElement);
    const file = canvas.getByLabelText('Picture of the installed device');
    await expect(file.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    for (const name of ['Back', 'Next', 'Skip this step']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
    }
  },
};

/** The dark theme, at the overview. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: resumeAt({ ...throughPhotos, step: 8 }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Confirm installation' }),
    ).toBeDisabled();
  },
};

// ------------------------------------------------------------------ before step 0: re-install

/** A demo device whose installation is finished: Installed at demo on this date (the seed's). */
const INSTALLED = DEMO_DEVICE.serialNumber;
const INSTALLED_ON = '2026-05-16T15:53:39.624Z';
const installedArgs = { url: `/demo/devices/${INSTALLED}/install`, tenant: 'demo' };

/** Pins the finished installation of DEMO_DEVICE: its status and, when Installed, its date. */
const finishDemoDevice =
  (status: 'Installed' | 'Aborted'): FakePlatformStoryParameters['setup'] =>
  (platform) => {
    platform.edit((state) => {
      const mine = state.installations.filter((i) => i.deviceId === DEMO_DEVICE.id);
      for (const installation of mine) {
        installation.status = status;
        if (status === 'Installed' && installation.completion) {
          installation.completion.completed = INSTALLED_ON;
        }
      }
    });
  };

const writesOf = (loaded: Record<string, unknown>) =>
  harnessOf(loaded).requests.filter((r) => r.method !== 'GET');

/**
 * The device's installation is Installed (a dispenser moved to another room): before step 0 the
 * wizard says so and offers to install it again, rather than eight steps into a certain
 * 'Install failed'. Nothing is written until the installer asks.
 */
export const FinishedInstallationNotice: Story = {
  args: installedArgs,
  parameters: { fakePlatform: { setup: finishDemoDevice('Installed') } },
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: `${INSTALLED} was installed at demo on ${formatDateTime(INSTALLED_ON)}`,
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText('That installation is finished and cannot be completed again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Install again at demo' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Search tenants' })).toBeVisible();
    // No wizard, and nothing sent but reads.
    await expect(canvas.queryByRole('heading', { name: 'Select Tenant' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(writesOf(loaded)).toEqual([]);
  },
};

/** The same for an Aborted installation. */
export const AbortedInstallationNotice: Story = {
  args: installedArgs,
  parameters: { fakePlatform: { setup: finishDemoDevice('Aborted') } },
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: /^The installation of HDP2-10001 at demo, planned on .+, was aborted$/,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Install again at demo' })).toBeEnabled();
    await expect(writesOf(loaded)).toEqual([]);
  },
};

/**
 * 'Install again at demo': `POST /device-installations` with the serial number and the tenant,
 * as demo; then the wizard runs on the new installation (moved to IN_PROGRESS on open), with
 * demo already chosen at step 0, and the platform's device has the new one.
 */
export const ReinstallStartsTheWizard: Story = {
  args: installedArgs,
  parameters: { fakePlatform: { setup: finishDemoDevice('Installed') } },
  play: async ({ canvas, loaded, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Install again at demo' }));
    const title = await canvas.findByRole('heading', { name: 'Select Tenant' });
    await expect(title).toBeVisible();
    // The button that had focus is gone: focus lands on the wizard's step title, not the page.
    await waitFor(() => expect(title).toHaveFocus());
    await expect(await canvas.findByText('The installation is for demo.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled());

    const writes = writesOf(loaded);
    const create = writes[0];
    await expect(create?.method).toBe('POST');
    await expect(create?.path).toBe('/device-installations');
    await expect(create?.body).toEqual({ serialnumber: INSTALLED, tenantIdentifier: 'demo' });
    await expect(create?.tenantHeader).toBe('demo');
    const device = await storyApi('demo').getTenantDeviceBySerialNumber('demo', INSTALLED);
    const installation = device.ok ? device.data.deviceInstallation : null;
    await expect(installation?.installationStatus).not.toBe('Installed');
    // The wizard opened on the new installation: its PATCH to IN_PROGRESS, as demo.
    await waitFor(() =>
      expect(
        harnessOf(loaded).requests.some(
          (r) =>
            r.method === 'PATCH' &&
            r.path === `/device-installations/${installation?.id}/status` &&
            r.tenantHeader === 'demo',
        ),
      ).toBe(true),
    );
  },
};

/**
 * A re-install starts from what the device is (issue 46): its room chosen for the installer to
 * confirm, and its own fluid (a soap dispenser stays soap; the default is only for a device with
 * none).
 */
export const ReinstallStartsFromTheDevice: Story = {
  args: installedArgs,
  parameters: { fakePlatform: { setup: finishDemoDevice('Installed') } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Install again at demo' }));
    await canvas.findByRole('heading', { name: 'Select Tenant' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await expect(await canvas.findByText(/^Chosen: Møterom Skog 205 · /)).toBeVisible();
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await expect(await canvas.findByRole('radio', { name: 'Soap' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Disinfectant' })).not.toBeChecked();
  },
};

/** While the new installation is created: said, and the button waits. */
export const ReinstallInProgress: Story = {
  args: installedArgs,
  parameters: {
    fakePlatform: { setup: finishDemoDevice('Installed') },
    msw: { handlers: { overrides: [override.loading('post', '/device-installations')] } },
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Install again at demo' });
    await userEvent.click(button);
    await expect(await canvas.findByText('Starting a new installation at demo ...')).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(writesOf(loaded).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /device-installations',
    ]);
  },
};

/** The create answers 409: the device has an active installation already; 'Reload' looks again. */
export const ReinstallConflict: Story = {
  args: installedArgs,
  parameters: {
    fakePlatform: { setup: finishDemoDevice('Installed') },
    msw: { handlers: { overrides: [override.conflict('post', '/device-installations')] } },
  },
  play: async ({ canvas, loaded, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Install again at demo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Conflict: the device already has an active installation. Reload to continue that one.',
    );
    const h = harnessOf(loaded);
    const lookups = () =>
      requestsTo(h, `/tenants/demo/devices/by-serial-number/${INSTALLED}`).length;
    const before = lookups();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(lookups()).toBeGreaterThan(before));
    await expect(canvas.queryByRole('heading', { name: 'Select Tenant' })).toBeNull();
  },
};

/** The create answers 500: said; the offer stays to try again. */
export const ReinstallError: Story = {
  args: installedArgs,
  parameters: {
    fakePlatform: { setup: finishDemoDevice('Installed') },
    msw: { handlers: { overrides: [override.error('post', '/device-installations')] } },
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Install again at demo' });
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to start a new installation.',
    );
    await expect(button).toBeEnabled();
    const create = writesOf(loaded)[0];
    await expect(create?.body).toEqual({ serialnumber: INSTALLED, tenantIdentifier: 'demo' });
    await expect(create?.tenantHeader).toBe('demo');
    await expect(canvas.queryByRole('heading', { name: 'Select Tenant' })).toBeNull();
  },
};

/**
 * From the service tenant, a finished installation is installed again at another tenant chosen
 * in the picker: a search with one result chooses it by itself (spec §5), and the create goes
 * out as the service tenant.
 */
export const ReinstallAtAnotherTenant: Story = {
  args: { url: `/service/devices/${INSTALLED}/install`, tenant: 'service' },
  parameters: { fakePlatform: { setup: finishDemoDevice('Installed') } },
  play: async ({ canvas, loaded, userEvent }) => {
    await canvas.findByRole('button', { name: 'Install again at demo' });
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search tenants' }), 'Bergen');
    const install = await canvas.findByRole('button', { name: 'Install again at Bergen kommune' });
    await expect(await canvas.findByRole('option', { name: /Bergen kommune/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The search settles on what was typed: on a slow machine a request for a prefix ('Berg')
    // may go out first, between keystrokes, and already find the one tenant.
    const lastSearch = () => requestsTo(harnessOf(loaded), '/tenants?').at(-1);
    await waitFor(() => expect(lastSearch()?.url.searchParams.get('term')).toBe('Bergen'));
    await expect(lastSearch()?.tenantHeader).toBe('service');
    await userEvent.click(install);
    await expect(await canvas.findByText('The installation is for Bergen kommune.')).toBeVisible();
    const create = writesOf(loaded)[0];
    await expect(create?.body).toEqual({
      serialnumber: INSTALLED,
      tenantIdentifier: 'bergen-kommune',
    });
    await expect(create?.tenantHeader).toBe('service');
  },
};

/**
 * A device without any installation: 'Not installed yet', with the offer to start its first one at
 * the device's tenant.
 */
export const NoInstallationOffersOne: Story = {
  args: installedArgs,
  parameters: NoInstallation.parameters,
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(await canvas.findByText('Not installed yet')).toBeVisible();
    await expect(
      canvas.getByText('This device has never been installed. Start its first installation here.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start an installation at demo' }));
    await expect(await canvas.findByRole('heading', { name: 'Select Tenant' })).toBeVisible();
    const create = writesOf(loaded)[0];
    await expect(create?.path).toBe('/device-installations');
    await expect(create?.body).toEqual({ serialnumber: INSTALLED, tenantIdentifier: 'demo' });
    await expect(create?.tenantHeader).toBe('demo');
  },
};

/**
 * The notice on a phone and in the dark theme: it fits 360 px, and every button and tenant
 * option is at least 44 px high, within an installer's thumb as the wizard's are.
 */
export const FinishedInstallationNoticePhoneDark: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, ...inDark.globals },
  args: installedArgs,
  parameters: { fakePlatform: { setup: finishDemoDevice('Installed') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Install again at demo' }),
    ).toBeVisible();
    await canvas.findAllByRole('option');
    for (const target of [...canvas.getAllByRole('button'), ...canvas.getAllByRole('option')]) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expectFitsPhone(canvasElement);
  },
};

// ------------------------------------------------------------------ single results choose themselves

/** Step 0: a tenant search with one result chooses it (spec §5); it is demo's, so Next opens. */
export const Step0SingleResultChosen: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await canvas.findByText('The installation is for demo.');
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search tenants' }), 'demo');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled());
    const options = canvas.getAllByRole('option');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    const search = requestsTo(harnessOf(loaded), '/tenants?').at(-1);
    await expect(search?.url.searchParams.get('term')).toBe('demo');
    await expect(search?.tenantHeader).toBe('demo');
    await expect(writesOf(loaded).filter((r) => r.method === 'POST')).toEqual([]);
  },
};

/** A demo room no other room's name contains, found in the fake platform's setup. */
let loneRoom = { name: '' };

/** The room the setup below plans SERIAL's installation for: the wizard's first room choice. */
let plannedRoom = { id: '', name: '' };
/** Its building and floor, which the room step opens at. */
let plannedPremise = { name: '' };
let plannedFloor = { name: '' };
/** A building and one of its floors with several rooms, found in the setup below. */
let narrowTo = { premise: { id: '', name: '' }, floor: { id: '', name: '' } };
/** A room name two demo buildings share, and one of those buildings' names. */
let twinSearch = { room: '', premise: '' };

/**
 * An installation planned with a room ('Plan installations', issue 46): the room step opens with
 * that room chosen at its building and floor, ahead of any room the device hangs in now; Next
 * confirms it.
 */
export const Step1PlannedRoomChosen: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) =>
        platform.edit((state) => {
          const room = state.rooms.filter((r) => r.tenant === 'demo').at(-1)!;
          plannedRoom = { id: room.id, name: room.name };
          const floor = state.floors.find((f) => f.id === room.floorId)!;
          plannedFloor = { name: floor.name };
          plannedPremise = { name: state.premises.find((p) => p.id === floor.premiseId)!.name };
          const planned = state.installations.find(
            (i) => i.deviceId === SERVICE_DEVICE_FOR_DEMO.id && i.status === 'Ready',
          )!;
          planned.roomId = room.id;
          planned.plannedFor = '2026-11-17';
        }),
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, userEvent }) => {
    const { next } = await buttons(canvas);
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await expect(await canvas.findByRole('heading', { name: 'Select Room' })).toBeVisible();
    await expect(
      await canvas.findByText(new RegExp(`^Chosen: ${plannedRoom.name} · `)),
    ).toBeVisible();
    // The step opens where the planned room is: its building and floor chosen, the room marked.
    const building = canvas.getByRole('combobox', { name: 'Premise' });
    const floor = canvas.getByRole('combobox', { name: 'Floor' });
    await waitFor(() => expect(building).toHaveDisplayValue(plannedPremise.name));
    await waitFor(() => expect(floor).toHaveDisplayValue(plannedFloor.name));
    await expect(
      await (
        await roomList(canvas)
      ).findByRole('option', { name: new RegExp(`^${plannedRoom.name}`), selected: true }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Step 1: a room search with one result chooses it (spec §5), and Next goes on with it. */
export const Step1SingleResultChosen: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        const rooms = platform.state.rooms.filter((r) => r.tenant === 'demo');
        loneRoom = rooms.find(
          (r) => rooms.filter((other) => other.name.includes(r.name)).length === 1,
        )!;
      },
    } satisfies FakePlatformStoryParameters,
  },
  beforeEach: resumeAt({ step: 1, tenant: demoTenant }),
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select Room' })).toBeVisible();
    await userEvent.type(
      await canvas.findByRole('combobox', { name: 'Search rooms' }),
      loneRoom.name,
    );
    await expect(await canvas.findByText(new RegExp(`^Chosen: ${loneRoom.name} · `))).toBeVisible();
    await expect((await roomList(canvas)).getByRole('option')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // A shorter term typed on the way may find the room alone first (a slow machine sends it
    // before the typing ends): the search the typing ends with is asked too.
    const searches = () => requestsTo(harnessOf(loaded), '/rooms?');
    await waitFor(() =>
      expect(searches().at(-1)?.url.searchParams.get('term')).toBe(loneRoom.name),
    );
    await expect(searches().at(-1)?.tenantHeader).toBe('demo');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/**
 * Building, then floor, then room (issue 46): the floor waits for a building; each narrows the
 * rooms (`premise-id`, then `floor-id`, asked as the installation's tenant), and Next goes on
 * with the room chosen there.
 */
export const Step1BuildingThenFloor: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        const s = platform.state;
        const floor = s.floors.find(
          (f) => f.tenant === 'demo' && s.rooms.filter((r) => r.floorId === f.id).length > 1,
        )!;
        narrowTo = { premise: s.premises.find((p) => p.id === floor.premiseId)!, floor };
      },
    } satisfies FakePlatformStoryParameters,
  },
  beforeEach: resumeAt({ step: 1, tenant: demoTenant }),
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select Room' })).toBeVisible();
    const building = await canvas.findByRole('combobox', { name: 'Premise' });
    const floor = canvas.getByRole('combobox', { name: 'Floor' });
    await expect(floor).toBeDisabled();
    await expect(floor).toHaveAccessibleDescription('Choose a premise to choose its floor.');
    await waitFor(() =>
      expect(within(building).getByRole('option', { name: narrowTo.premise.name })).toBeTruthy(),
    );
    await userEvent.selectOptions(building, narrowTo.premise.name);
    await waitFor(() => expect(floor).toBeEnabled());
    const h = harnessOf(loaded);
    await waitFor(() =>
      expect(requestsTo(h, '/rooms?').at(-1)?.url.searchParams.get('premise-id')).toBe(
        narrowTo.premise.id,
      ),
    );
    await waitFor(() =>
      expect(within(floor).getByRole('option', { name: narrowTo.floor.name })).toBeTruthy(),
    );
    await userEvent.selectOptions(floor, narrowTo.floor.name);
    await waitFor(() => {
      const rooms = requestsTo(h, '/rooms?').at(-1);
      expect(rooms?.url.searchParams.get('floor-id')).toBe(narrowTo.floor.id);
      expect(rooms?.tenantHeader).toBe('demo');
    });
    // Every room offered is on that floor.
    await waitFor(async () => {
      const lines = roomOptions(canvas).map((o) => o.textContent);
      await expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) await expect(line).toContain(narrowTo.floor.name);
    });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    const [first] = roomOptions(canvas);
    await userEvent.click(first!);
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(await canvas.findByRole('heading', { name: 'Liquid' })).toBeVisible();
  },
};

/**
 * One search over room, floor and building (issue 46): 'Skyllerom 102' is in two buildings;
 * its name with one building's name finds that one only.
 */
export const Step1SearchByBuilding: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        const s = platform.state;
        const premiseOf = (roomFloorId: string) =>
          s.premises.find((p) => p.id === s.floors.find((f) => f.id === roomFloorId)!.premiseId)!;
        const demoRooms = s.rooms.filter((r) => r.tenant === 'demo');
        const twin = demoRooms.find((r) =>
          demoRooms.some(
            (o) => o.name === r.name && premiseOf(o.floorId).id !== premiseOf(r.floorId).id,
          ),
        )!;
        twinSearch = { room: twin.name, premise: premiseOf(twin.floorId).name };
      },
    } satisfies FakePlatformStoryParameters,
  },
  beforeEach: resumeAt({ step: 1, tenant: demoTenant }),
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select Room' })).toBeVisible();
    await userEvent.type(
      await canvas.findByRole('combobox', { name: 'Search rooms' }),
      `${twinSearch.room} ${twinSearch.premise}`,
    );
    // The one room left is chosen by itself (spec §5), named with nothing that reads alike.
    await expect(
      await canvas.findByText(new RegExp(`^Chosen: ${twinSearch.room} · `)),
    ).toBeVisible();
    await expect((await roomList(canvas)).getAllByRole('option')).toHaveLength(1);
    // As above: a shorter term on the way may have found it alone first.
    await waitFor(() =>
      expect(requestsTo(harnessOf(loaded), '/rooms?').at(-1)?.url.searchParams.get('term')).toBe(
        `${twinSearch.room} ${twinSearch.premise}`,
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

// ------------------------------------------------------------------ rooms that read alike

/**
 * Two rooms read 'Ekspedisjon 102 · Resepsjon · 1. etasje' (in two premises of demo): each is
 * named with its premise (`GET /premises/{id}` as the installation's tenant), and the chosen
 * line keeps it.
 */
export const Step1RoomsReadingAlike: Story = {
  beforeEach: resumeAt({ step: 1, tenant: demoTenant }),
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select Room' })).toBeVisible();
    await userEvent.type(
      await canvas.findByRole('combobox', { name: 'Search rooms' }),
      'Ekspedisjon 102',
    );
    await waitFor(async () => {
      const lines = roomOptions(canvas).map((o) => o.textContent);
      await expect(lines).toHaveLength(2);
      for (const line of lines) {
        await expect(line).toMatch(/^Ekspedisjon 102Resepsjon · 1\. etasje · \S/);
      }
      await expect(new Set(lines).size).toBe(2);
    });
    // Asked once per premise (a shorter term typed on the way may have needed others too).
    const premises = requestsTo(harnessOf(loaded), '/premises/');
    await expect(premises.length).toBeGreaterThanOrEqual(2);
    await expect(new Set(premises.map((r) => r.path)).size).toBe(premises.length);
    for (const request of premises) await expect(request.tenantHeader).toBe('demo');
    const [first] = roomOptions(canvas);
    const premise = first!.textContent!.split(' · ').at(-1)!;
    await userEvent.click(first!);
    await expect(
      canvas.getByText(`Chosen: Ekspedisjon 102 · Resepsjon · 1. etasje · ${premise}`),
    ).toBeVisible();
  },
};

// ------------------------------------------------------------------ on a phone (360 x 740)

/** A phone's screen for real: the story tests' window takes the house phone's size. */
const phoneScreen = onPhone;

/** Options wholly inside the card's scrolling content, as it shows without scrolling. */
function optionsInView(canvas: ReturnType<typeof within>, step: string) {
  const region = canvas.getByRole('region', { name: step });
  const area = region.getBoundingClientRect();
  // The step's one list (a select's options are not in it).
  return within(within(region).getByRole('listbox'))
    .getAllByRole('option')
    .filter((option: HTMLElement) => {
      const box = option.getBoundingClientRect();
      return box.top >= area.top && box.bottom <= area.bottom;
    }).length;
}

/**
 * On a phone (360 x 740) the card takes the screen's height: at least five tenants show at once
 * above Back and Next, which stay on screen.
 */
export const PhoneTenantStep: Story = {
  ...phoneScreen,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select Tenant' })).toBeVisible();
    await canvas.findAllByRole('option');
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(optionsInView(canvas, 'Select Tenant')).toBeGreaterThanOrEqual(5));
    const next = canvas.getByRole('button', { name: 'Next' }).getBoundingClientRect();
    await expect(next.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/**
 * What appears above the card after it is drawn (a banner, the app bar's indicators that load
 * after the first paint) moves it down the screen: the card refits, and Back and Next stay on it.
 */
export const PhoneCardRefitsWhenThePageAboveGrows: Story = {
  ...phoneScreen,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select Tenant' })).toBeVisible();
    await canvas.findAllByRole('option');
    const nextBottom = () =>
      canvas.getByRole('button', { name: 'Next' }).getBoundingClientRect().bottom;
    await waitFor(() => expect(nextBottom()).toBeGreaterThan(window.innerHeight - 120));
    const banner = document.createElement('div');
    banner.style.height = '120px';
    document.body.prepend(banner);
    try {
      await waitFor(() => expect(nextBottom()).toBeLessThanOrEqual(window.innerHeight));
    } finally {
      banner.remove();
    }
  },
};

/** The room step on the same phone: at least five rooms show at once. */
export const PhoneRoomStep: Story = {
  ...phoneScreen,
  beforeEach: resumeAt({ step: 1, tenant: demoTenant }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select Room' })).toBeVisible();
    await (await roomList(canvas)).findAllByRole('option');
    await waitFor(() => expect(optionsInView(canvas, 'Select Room')).toBeGreaterThanOrEqual(5));
    const next = canvas.getByRole('button', { name: 'Next' }).getBoundingClientRect();
    await expect(next.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/**
 * The room step as installers use it: a phone, dark, Bokmål. Premise and floor fit beside each
 * other, Next says why it waits, and choosing a room lets it go on; nothing scrolls sideways.
 */
export const PhoneRoomStepDarkInNorwegian: Story = {
  ...phoneScreen,
  globals: { ...onPhone.globals, ...inDark.globals, language: 'nb' },
  beforeEach: resumeAt({ step: 1, tenant: demoTenant }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Velg rom' })).toBeVisible();
    const premise = await canvas.findByRole('combobox', { name: 'Bygg' });
    const floor = canvas.getByRole('combobox', { name: 'Etasje' });
    await expect(floor).toHaveAccessibleDescription('Velg et bygg for å velge etasje.');
    const next = canvas.getByRole('button', { name: 'Neste' });
    await waitFor(() => expect(next).toHaveAccessibleDescription('Velg et rom for å gå videre.'));
    await expect(premise.getBoundingClientRect().top).toBe(floor.getBoundingClientRect().top);
    const rooms = within(await canvas.findByRole('listbox', { name: 'rom' }));
    await userEvent.click((await rooms.findAllByRole('option'))[0]!);
    await expect(await canvas.findByText(/^Valgt: /)).toBeVisible();
    await expect(next).toBeEnabled();
    await expectFitsPhone(canvasElement);
  },
};

/**
 * The longest serial the contract allows (64) and the longest room names: the wizard's title
 * and its room step wrap them, and nothing scrolls sideways on a phone (issue 54).
 */
export const LongestValuesOnPhone: Story = {
  ...onPhone,
  args: { url: `/demo/devices/${longestSerial(SERIAL)}/install`, tenant: 'demo' },
  parameters: longestValues,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Install ${longestSerial(SERIAL)}` }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Select Tenant' })).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};
