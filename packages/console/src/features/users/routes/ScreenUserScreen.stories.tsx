import type { FakePlatformStoryParameters } from '@hygiene/fake-platform';
import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import {
  harnessOf,
  harnessLoader,
  requestsTo,
  StoryHarness,
  storyConfig,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import {
  addNewestOrdinaryDemoUser,
  removeDemoScreenUsers,
  removeDemoUsers,
  setOnlyDemoScreenUserEmail,
  usersStoryApi,
} from '../../../testing/userStoryData';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { ScreenUserScreen } from './ScreenUserScreen';

interface Args {
  /** The runtime configuration's product domain ('' leaves it out). */
  screenUserDomain: string;
  /** The signed-in user's realm roles (the harness's default: administrator). */
  roles?: readonly string[];
}

/** The product's domain, as the sandbox's runtime configuration serves it. */
const DOMAIN = 'screens.hygiene.example';

const meta = {
  title: 'Console/Users/Add a screen user',
  loaders: [harnessLoader],
  args: { screenUserDomain: DOMAIN },
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url="/demo/users/screen"
      pattern={paths.userScreen.pattern}
      config={
        args.screenUserDomain
          ? { ...storyConfig, screenUserDomain: args.screenUserDomain }
          : storyConfig
      }
      roles={args.roles}
    >
      <ScreenUserScreen />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Demo's seed: its highest screen user is screen3, so the next is screen4. */
const NEXT_EMAIL = `screen4@${DOMAIN}`;

const creates = (h: HarnessContext) =>
  requestsTo(h, '/screen-users').filter((r) => r.method === 'POST');
const createButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Create screen user' });
const password = (canvas: Canvas) =>
  canvas.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;

async function formReady(canvas: Canvas) {
  const email = (await canvas.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
  const type = canvas.getByRole('combobox', { name: 'Screen Type' });
  await waitFor(() => expect(within(type).getAllByRole('option').length).toBeGreaterThan(1));
  const sections = await canvas.findByRole('group', { name: 'Allowed sections' });
  return { email, type, sections };
}

/** The number request: users page 1, size 1, only screen users (the extension), as demo. */
async function expectNumberRequest(h: HarnessContext) {
  const [numberRequest] = requestsTo(h, '/users?');
  await expect(numberRequest?.url.searchParams.get('page')).toBe('1');
  await expect(numberRequest?.url.searchParams.get('pageSize')).toBe('1');
  await expect(numberRequest?.url.searchParams.get('screenUsers')).toBe('true');
  await expect(numberRequest?.tenantHeader).toBe('demo');
}

/**
 * The next number first (the highest screen user: users page 1, size 1, screen users only),
 * then the form with the read-only email.
 */
export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    const { email, type } = await formReady(canvas);
    await expect(email).toHaveValue(NEXT_EMAIL);
    await expect(email).toHaveAttribute('readonly');
    await expectNumberRequest(harnessOf(loaded));

    const options = within(type)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual([
      'None',
      'Samsung Galaxy Tab A9+',
      'iPad 10th generation',
      'Wall screen 43"',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Device Type' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Model, year, specs' })).toBeRequired();
    await expect(password(canvas)).toBeRequired();
    const temporary = canvas.getByRole('switch', { name: 'Temporary password' });
    await expect(temporary).toBeChecked();
    await expect(canvas.getByText('Yes')).toBeVisible();
    await expect(createButton(canvas)).toBeDisabled();
    await expect(createButton(canvas)).toHaveAccessibleDescription(
      'To create, fill in: device type, model, year, specs, password, at least one section',
    );
  },
};

/** No section allowed: a screen that may show no section shows nothing, so Create waits. */
export const NoSection: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await formReady(canvas);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Screen Type' }),
      'iPad 10th generation',
    );
    await userEvent.type(password(canvas), 'Corridor-7');
    await expect(createButton(canvas)).toBeDisabled();
    await expect(createButton(canvas)).toHaveAccessibleDescription(
      'To create, fill in: at least one section',
    );
    await expect(creates(harnessOf(loaded))).toHaveLength(0);
  },
};

/** A screen type prefills device type and specs; None empties them. */
export const Prefill: Story = {
  play: async ({ canvas, userEvent }) => {
    const { type, sections } = await formReady(canvas);
    await userEvent.selectOptions(type, 'iPad 10th generation');
    await userEvent.click(within(sections).getAllByRole('checkbox')[0]!);
    await expect(canvas.getByRole('textbox', { name: 'Device Type' })).toHaveValue('Tablet');
    await expect(canvas.getByRole('textbox', { name: 'Model, year, specs' })).toHaveValue(
      'Apple iPad 10, 2022, 10.9"',
    );
    await userEvent.selectOptions(type, 'None');
    await expect(canvas.getByRole('textbox', { name: 'Device Type' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Model, year, specs' })).toHaveValue('');
  },
};

/**
 * Created: the payload of spec §3, 'Screen user {email} created'; 'Create new static screen user'
 * gives a fresh form with the next number.
 */
export const Created: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const { type, sections } = await formReady(canvas);
    await userEvent.selectOptions(type, 'Wall screen 43"');
    await userEvent.type(password(canvas), 'Corridor-7');
    const section = within(sections).getAllByRole('checkbox')[0] as HTMLInputElement;
    await userEvent.click(section);
    await expect(createButton(canvas)).toBeEnabled();
    await userEvent.click(createButton(canvas));

    await expect(await canvas.findByText(`Screen user ${NEXT_EMAIL} created`)).toBeVisible();
    // What the screen signs in with, this once: without the password it never could.
    const signIn = canvas.getByLabelText('Sign in on the screen with');
    await expect(signIn).toHaveTextContent(NEXT_EMAIL);
    await expect(signIn).toHaveTextContent('Corridor-7');
    await expect(
      canvas.getByText(
        'Write the password down or enter it on the screen now: it is not shown again. The password is temporary: the screen sets its own at the first sign-in.',
      ),
    ).toBeVisible();
    const [sent] = creates(h);
    await expect(sent?.tenantHeader).toBe('demo');
    await expect(sent?.body).toStrictEqual({
      email: NEXT_EMAIL,
      screenDeviceType: 'Wall screen',
      specs: 'LG 43UR640S, 2023, 43"',
      allowedSections: [section.value],
      passwordInfo: { password: 'Corridor-7', temporary: true },
    });
    await expect(canvas.getByRole('button', { name: 'Back to users' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Create new static screen user' }));
    const { email } = await formReady(canvas);
    await expect(email).toHaveValue(`screen5@${DOMAIN}`);
    await expect(canvas.getByRole('textbox', { name: 'Device Type' })).toHaveValue('');
    await expect(password(canvas)).toHaveValue('');
    const newest = await usersStoryApi().listUsers({ page: 1, pageSize: 1 });
    await expect(newest.ok && newest.data.items[0]?.email).toBe(NEXT_EMAIL);
  },
};

/** 'Back to users' after success goes to the list. */
export const BackToUsers: Story = {
  play: async ({ canvas, userEvent }) => {
    const { type, sections } = await formReady(canvas);
    await userEvent.selectOptions(type, 'iPad 10th generation');
    await userEvent.click(within(sections).getAllByRole('checkbox')[0]!);
    await userEvent.type(password(canvas), 'pw');
    await userEvent.click(createButton(canvas));
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to users' }));
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      '/demo/users',
    );
  },
};

/** No password: create stays disabled (spec §5), and says so. */
export const EmptyPassword: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const { type, sections } = await formReady(canvas);
    await userEvent.selectOptions(type, 'iPad 10th generation');
    await userEvent.click(within(sections).getAllByRole('checkbox')[0]!);
    await expect(createButton(canvas)).toBeDisabled();
    await expect(createButton(canvas)).toHaveAccessibleDescription('To create, fill in: password');
    await userEvent.type(password(canvas), 'x');
    await expect(createButton(canvas)).toBeEnabled();
    await userEvent.clear(password(canvas));
    await expect(createButton(canvas)).toBeDisabled();
    await expect(creates(harnessOf(loaded))).toHaveLength(0);
  },
};

/** Device type and specs typed by hand, blank specs refused; temporary switched off. */
export const TypedByHand: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const { sections } = await formReady(canvas);
    await userEvent.click(within(sections).getAllByRole('checkbox')[0]!);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Device Type' }), 'Kiosk');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Model, year, specs' }), '   ');
    await userEvent.type(password(canvas), 'pw 1');
    await expect(createButton(canvas)).toBeDisabled();
    await expect(createButton(canvas)).toHaveAccessibleDescription(
      'To create, fill in: model, year, specs',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Model, year, specs' }),
      'Elo 22, 2021',
    );
    await userEvent.click(canvas.getByRole('switch', { name: 'Temporary password' }));
    await expect(canvas.getByRole('switch', { name: 'Temporary password' })).not.toBeChecked();
    await expect(canvas.getByText('No')).toBeVisible();
    await userEvent.click(createButton(canvas));
    await canvas.findByText(`Screen user ${NEXT_EMAIL} created`);
    await expect(creates(harnessOf(loaded))[0]?.body).toStrictEqual({
      email: NEXT_EMAIL,
      screenDeviceType: 'Kiosk',
      specs: 'Elo 22, 2021',
      allowedSections: [expect.any(String)],
      passwordInfo: { password: 'pw 1', temporary: false },
    });
  },
};

/** 'Generate' fills a strong password; 'Show password' shows it. */
export const GeneratedPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await formReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    const field = password(canvas);
    await expect(field.value).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(field).toHaveAttribute('type', 'text');
    const first = field.value;
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(field.value).not.toBe(first);
  },
};

/** The platform refuses (status 300 or more): the spec's error, and everything typed is kept. */
export const CreateFailed: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('post', '/screen-users')] } } },
  play: async ({ canvas, loaded, userEvent }) => {
    const { type, sections } = await formReady(canvas);
    await userEvent.selectOptions(type, 'iPad 10th generation');
    await userEvent.click(within(sections).getAllByRole('checkbox')[0]!);
    await userEvent.type(password(canvas), 'Corridor-7');
    await userEvent.click(createButton(canvas));
    const error = await canvas.findByText('Unable to create screen user');
    await expect(error.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Device Type' })).toHaveValue('Tablet');
    await expect(password(canvas)).toHaveValue('Corridor-7');
    await expect(canvas.getByRole('combobox', { name: 'Screen Type' })).toHaveValue(
      'iPad 10th generation',
    );
    await expect(createButton(canvas)).toBeEnabled();
    await expect(creates(harnessOf(loaded))).toHaveLength(1);
  },
};

/** A 409 (the email was taken meanwhile) is a failure too. */
export const Conflict: Story = {
  parameters: { msw: { handlers: { overrides: [override.conflict('post', '/screen-users')] } } },
  play: async ({ canvas, userEvent }) => {
    const { type, sections } = await formReady(canvas);
    await userEvent.selectOptions(type, 'iPad 10th generation');
    await userEvent.click(within(sections).getAllByRole('checkbox')[0]!);
    await userEvent.type(password(canvas), 'pw');
    await userEvent.click(createButton(canvas));
    await expect(await canvas.findByText('Unable to create screen user')).toBeVisible();
  },
};

/** A double click creates one screen user. */
export const DoubleClick: Story = {
  parameters: { msw: { handlers: { overrides: [override.loading('post', '/screen-users')] } } },
  play: async ({ canvas, loaded, userEvent }) => {
    const { type, sections } = await formReady(canvas);
    await userEvent.selectOptions(type, 'iPad 10th generation');
    await userEvent.click(within(sections).getAllByRole('checkbox')[0]!);
    await userEvent.type(password(canvas), 'pw');
    await userEvent.dblClick(createButton(canvas));
    await expect(await canvas.findByText('Creating screen user ...')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(creates(harnessOf(loaded))).toHaveLength(1);
  },
};

export const NumberLoading: Story = {
  parameters: { msw: { handlers: { overrides: [override.loading('get', '/users')] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Finding the next screen number ...' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create screen user' })).toBeNull();
  },
};

export const NumberError: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('get', '/users')] } } },
  play: async ({ canvas, loaded, userEvent }) => {
    const error = await canvas.findByText('Error when contacting api');
    await expect(error.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).toBeNull();
    // Trying again asks again (and fails again: the override stays).
    const before = requestsTo(harnessOf(loaded), '/users?').length;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requestsTo(harnessOf(loaded), '/users?').length).toBe(before + 1));
    await expect(await canvas.findByText('Error when contacting api')).toBeVisible();
  },
};

/** The highest screen user's email holds no number: the error state (spec §8), no form. */
export const NumberUnreadable: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => setOnlyDemoScreenUserEmail(platform, 'ada.lovelace@demo.example'),
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error when contacting api')).toBeVisible();
    await expect(
      canvas.getByText("The highest screen user's email holds no screen number."),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).toBeNull();
  },
};

/**
 * An ordinary user was invited after the last screen user, so the newest user is no screen
 * user: the number still comes from the highest screen user (screen3 -> screen4), never from
 * the newest user's email (which would be the error state).
 */
export const AfterOrdinaryInvite: Story = {
  parameters: {
    fakePlatform: { setup: addNewestOrdinaryDemoUser } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, loaded }) => {
    const newest = await usersStoryApi().listUsers({ page: 1, pageSize: 1 });
    await expect(newest.ok && newest.data.items[0]?.email).toBe('grace.hopper@demo.example');
    const { email } = await formReady(canvas);
    await expect(email).toHaveValue(NEXT_EMAIL);
    await expect(canvas.queryByText('Error when contacting api')).toBeNull();
    await expectNumberRequest(harnessOf(loaded));
  },
};

/** A tenant with no users at all, the product's domain configured: screen1 (spec §9). */
export const FirstScreenUser: Story = {
  parameters: {
    fakePlatform: { setup: removeDemoUsers } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, loaded }) => {
    const { email } = await formReady(canvas);
    await expect(email).toHaveValue(`screen1@${DOMAIN}`);
    await expectNumberRequest(harnessOf(loaded));
  },
};

/** Ordinary users but no screen user yet: still screen1 at the product's domain. */
export const FirstAmongOrdinaryUsers: Story = {
  parameters: {
    fakePlatform: { setup: removeDemoScreenUsers } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    const { email } = await formReady(canvas);
    await expect(email).toHaveValue(`screen1@${DOMAIN}`);
  },
};

/** No users and no configured domain: no email can be made, the error state. */
export const NoUsersNoDomain: Story = {
  args: { screenUserDomain: '' },
  parameters: {
    fakePlatform: { setup: removeDemoUsers } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error when contacting api')).toBeVisible();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await formReady(canvas);
    await expectFitsPhone(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect((await formReady(canvas)).email).toHaveValue(NEXT_EMAIL);
  },
};

const TENANT_STAFF_REASON =
  'Adding screen users needs the role Administrator or Service staff. ' +
  'You are signed in as Tenant staff.';

/**
 * Screen users are the provider's to add (roles table). A tenant's own staff at the address
 * sees 'Not allowed' and why: no form, the next number is not even asked for, nothing created.
 */
export const AsTenantStaff: Story = {
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Not allowed')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Add a screen user' })).toBeVisible();
    await expect(canvas.getByText(TENANT_STAFF_REASON)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create screen user' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to users' })).toBeVisible();
    await expect(harnessOf(loaded).requests).toEqual([]);
  },
};

/** Service staff add screen users: the form as for an administrator. */
export const AsServiceStaff: Story = {
  args: { roles: ['service-staff'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue(NEXT_EMAIL)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create screen user' })).toBeVisible();
  },
};

/** The not-allowed state on a phone, in the dark theme. */
export const AsTenantStaffPhoneDark: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, ...inDark.globals },
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement, loaded }) => {
    await expect(await canvas.findByText(TENANT_STAFF_REASON)).toBeVisible();
    await expect(creates(harnessOf(loaded))).toEqual([]);
    await expectFitsPhone(canvasElement);
  },
};
