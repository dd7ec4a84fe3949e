import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import {
  harnessOf,
  harnessLoader,
  requestsTo,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { expectFitsPhone, onPhone } from '../../../testing/storyViews';
import {
  answerProvisioning,
  FORM_URL,
  keepPlatform,
  platformRef,
  PROVISION_PATH,
  provisionBodies,
  ProvisionStory,
  recordProvisionBodies,
  resetProvisionStory,
  storedResult,
} from '../testing/ProvisionStory';

const meta = {
  title: 'Console/Provisioning/Form',
  loaders: [harnessLoader],
  beforeEach: () => resetProvisionStory(),
  parameters: {
    fakePlatform: { setup: keepPlatform },
    msw: { handlers: { overrides: [recordProvisionBodies] } },
  },
  render: (_args, { loaded }) => (
    <ProvisionStory context={loaded['harness'] as HarnessContext} url={FORM_URL} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const modelId = (name: string) => {
  const model = platformRef.current?.state.deviceModels.find((m) => m.name === name);
  if (!model) throw new Error(`No model ${name}`);
  return model.id;
};

/** Opens 'Select Model' and chooses a model by name (first page). */
async function chooseModel(canvas: Canvas, userEvent: UserEvent, name: string) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Select a model' }));
  // The dialog renders in a portal outside the canvas.
  const dialog = await within(document.body).findByRole(
    'dialog',
    { name: 'Select Model' },
    { timeout: 5000 },
  );
  await userEvent.click(await within(dialog).findByRole('option', { name: new RegExp(name) }));
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
}

/** The form before anything is chosen: 'Select a model', an empty count, Create disabled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Provision devices' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Select a model' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Number of new devices' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
    // Spec §2: 'Go to form' is hidden on the form; no stored result, no 'View previous result'.
    await expect(canvas.queryByRole('link', { name: 'Go to form' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'View previous result' })).toBeNull();
  },
};

/**
 * 'Select Model': models 9 a page with no search box; choosing shows the model's name with
 * 'Edit model', its prefix and its description cut after 16 words ('show more' / 'show less').
 */
export const SelectModel: Story = {
  play: async ({ canvas, userEvent, loaded, step }) => {
    await step('the dialog lists 9 models a page, without a search box', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Select a model' }));
      const dialog = await within(document.body).findByRole(
        'dialog',
        { name: 'Select Model' },
        { timeout: 5000 },
      );
      await expect(await within(dialog).findAllByRole('option')).toHaveLength(9);
      await expect(within(dialog).queryByRole('combobox')).toBeNull();
      await expect(within(dialog).queryByText(/^Search/)).toBeNull();
      await expect(within(dialog).getByText('Page 1 of 2')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
      await expect(await within(dialog).findByText('Page 2 of 2')).toBeVisible();
      // 11 models in the seed: 9 and 2.
      await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(2));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Previous page' }));
      await expect(await within(dialog).findByText('Page 1 of 2')).toBeVisible();
      const pages = requestsTo(harnessOf(loaded), '/device-models');
      await expect(pages.map((r) => r.path)).toEqual([
        '/device-models?page=1&pageSize=9',
        '/device-models?page=2&pageSize=9',
      ]);
      await expect(pages.every((r) => r.tenantHeader === 'demo')).toBe(true);
      await userEvent.click(
        within(dialog).getByRole('option', { name: /Hygiene Dispenser Wall XL/ }),
      );
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    });
    await step('the model, its prefix and its description, collapsed after 16 words', async () => {
      // Focus goes on to the count, the next thing to fill in.
      await expect(canvas.getByRole('textbox', { name: 'Number of new devices' })).toHaveFocus();
      await expect(canvas.getByText('Hygiene Dispenser Wall XL')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Edit model' })).toBeVisible();
      await expect(canvas.getByText('Prefix')).toBeVisible();
      await expect(canvas.getByText('HDX3')).toBeVisible();
      await expect(
        canvas.getByText(
          'Wall-mounted touchless dispenser for high-traffic areas such as hospital corridors, canteens and entrances, with a 1.2…',
        ),
      ).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'show more' }));
      await expect(canvas.getByText(/four AA cells\.$/)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'show less' }));
      await expect(canvas.getByRole('button', { name: 'show more' })).toBeVisible();
    });
    await step("'Edit model' opens the dialog again with the model marked", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit model' }));
      const dialog = await within(document.body).findByRole(
        'dialog',
        { name: 'Select Model' },
        { timeout: 5000 },
      );
      await expect(
        await within(dialog).findByRole('option', { name: /Hygiene Dispenser Wall XL/ }),
      ).toHaveAttribute('aria-selected', 'true');
      await userEvent.click(
        within(dialog).getByRole('option', { name: /Hygiene Dispenser Pro 2/ }),
      );
      await expect(await canvas.findByText('HDP2')).toBeVisible();
    });
    await step('Escape closes the dialog and focus returns to Edit model', async () => {
      const edit = canvas.getByRole('button', { name: 'Edit model' });
      await userEvent.click(edit);
      await within(document.body).findByRole('dialog', { name: 'Select Model' }, { timeout: 5000 });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(edit).toHaveFocus());
    });
  },
};

/**
 * Provision 3: the request carries `deviceSpecification.modelId` and `numberOfNewDevices`, the
 * result is stored under the fixed key and the results open with the 3 serial numbers.
 */
export const CreateThree: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    await chooseModel(canvas, userEvent, 'Hygiene Dispenser Pro 2');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Number of new devices' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));

    await expect(await canvas.findByRole('heading', { name: 'Created 3 / 3' })).toBeVisible();
    await expect(provisionBodies).toEqual([
      {
        deviceSpecification: { modelId: modelId('Hygiene Dispenser Pro 2') },
        numberOfNewDevices: 3,
      },
    ]);
    const [sent] = requestsTo(harnessOf(loaded), PROVISION_PATH);
    await expect(sent?.method).toBe('POST');
    await expect(sent?.tenantHeader).toBe('demo');
    const stored = storedResult() as {
      serialNumbers: string[];
      devices: { id: string; serialNumber: string }[];
    };
    await expect(stored).toEqual({
      serialNumbers: expect.any(Array),
      successfullyProvisioned: 3,
      devicesRequested: 3,
      // The contract's extension is kept in the stored result: the ids behind the links.
      devices: expect.any(Array),
      // And where they were made (issue 46), which the results name.
      tenant: 'demo',
    });
    await expect(stored.serialNumbers).toHaveLength(3);
    await expect(stored.devices.map((d) => d.serialNumber)).toEqual(stored.serialNumbers);
    const links = within(canvas.getByRole('region', { name: 'Serial numbers' })).getAllByRole(
      'link',
    );
    // Each serial links to its device page, /device/{deviceId} (spec §2).
    await expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      stored.devices.map((d) => [d.serialNumber, `/demo/device/${d.id}`]),
    );
    // The devices exist now at the platform, under those ids.
    const devices = platformRef.current?.state.devices ?? [];
    for (const created of stored.devices) {
      await expect(devices.find((d) => d.id === created.id)?.serialNumber).toBe(
        created.serialNumber,
      );
    }
    // On the results page: 'Go to form' is back, 'View previous result' is not shown.
    await expect(canvas.getByRole('link', { name: 'Go to form' })).toHaveAttribute(
      'href',
      '/demo/devices/provision/form',
    );
    await expect(canvas.queryByRole('link', { name: 'View previous result' })).toBeNull();
  },
};

/** While busy: 'Creating 3 devices ...'; pressing Create again sends nothing more. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { overrides: [recordProvisionBodies, override.loading('post', PROVISION_PATH)] },
    },
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await chooseModel(canvas, userEvent, 'Hygiene Dispenser Pro 2');
    const count = canvas.getByRole('textbox', { name: 'Number of new devices' });
    await userEvent.type(count, '3');
    const create = canvas.getByRole('button', { name: 'Create' });
    await userEvent.click(create);
    await expect(await canvas.findByText('Creating 3 devices ...')).toBeVisible();
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await expect(count).toHaveAttribute('readonly');
    // A second press and Enter in the field: both ignored while loading.
    await userEvent.click(create);
    await userEvent.type(count, '{Enter}');
    // The body is recorded once the fake platform has read it, after the request went out.
    await waitFor(() => expect(provisionBodies).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(requestsTo(harnessOf(loaded), PROVISION_PATH)).toHaveLength(1);
    await expect(provisionBodies).toHaveLength(1);
  },
};

/** One device: 'Creating device ...'. */
export const LoadingOne: Story = {
  parameters: Loading.parameters,
  play: async ({ canvas, userEvent }) => {
    await chooseModel(canvas, userEvent, 'Hygiene Dispenser Pro 2');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Number of new devices' }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Creating device ...')).toBeVisible();
  },
};

/** The API fails: 'An error occured when creating devices'; 'Ok' returns to the form as it was. */
export const ApiFails: Story = {
  parameters: {
    msw: {
      handlers: { overrides: [recordProvisionBodies, override.error('post', PROVISION_PATH)] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await chooseModel(canvas, userEvent, 'Hygiene Dispenser Pro 2');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Number of new devices' }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    const message = await canvas.findByText('An error occured when creating devices');
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create' })).toBeNull();
    await expect(storedResult()).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ok' }));
    await expect(canvas.queryByText('An error occured when creating devices')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Number of new devices' })).toHaveValue('5');
    await expect(provisionBodies).toHaveLength(1);
  },
};

/**
 * A 207 answer with fewer devices than asked for: a success (status below 300), stored, and the
 * results say plainly what is missing.
 */
export const PartialAnswer: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          recordProvisionBodies,
          answerProvisioning(207, {
            serialNumbers: ['HDP2-20001', 'HDP2-20002'],
            successfullyProvisioned: 2,
            devicesRequested: 3,
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await chooseModel(canvas, userEvent, 'Hygiene Dispenser Pro 2');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Number of new devices' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('heading', { name: 'Created 2 / 3' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Not created: 1. Create them from the form.',
    );
    await expect(provisionBodies).toEqual([
      {
        deviceSpecification: { modelId: modelId('Hygiene Dispenser Pro 2') },
        numberOfNewDevices: 3,
      },
    ]);
    await expect(storedResult()).toEqual({
      serialNumbers: ['HDP2-20001', 'HDP2-20002'],
      successfullyProvisioned: 2,
      devicesRequested: 3,
      tenant: 'demo',
    });
  },
};

/**
 * Session storage refuses the result (full or blocked): the results still show the devices just
 * made (handed over in the navigation), so their serial numbers are not lost.
 */
export const StorageRefused: Story = {
  beforeEach: () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function refuse(key: string, value: string) {
      if (key === 'provision-result')
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
    return () => {
      Storage.prototype.setItem = setItem;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await chooseModel(canvas, userEvent, 'Hygiene Dispenser Pro 2');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Number of new devices' }), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('heading', { name: 'Created 2 / 2' })).toBeVisible();
    await expect(storedResult()).toBeNull();
    const list = canvas.getByRole('region', { name: 'Serial numbers' });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    // Leaving would lose them for good, and the dialog says so.
    await userEvent.click(canvas.getByRole('link', { name: 'Go to form' }));
    await expect(await within(document.body).findByRole('alertdialog')).toHaveTextContent(
      'This result could not be stored: once you leave, its serial numbers are gone. Copy or download them first.',
    );
  },
};

/** A count the spec refuses: its error shows and Create stays disabled; nothing is sent. */
function badCount(input: string, error: string | null): Story {
  return {
    play: async ({ canvas, userEvent, loaded }) => {
      await chooseModel(canvas, userEvent, 'Hygiene Dispenser Pro 2');
      const field = canvas.getByRole('textbox', { name: 'Number of new devices' });
      // Something valid first, so an empty field is a cleared one.
      await userEvent.type(field, '5');
      await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
      await userEvent.clear(field);
      if (input !== '') await userEvent.type(field, input);
      await expect(field).toHaveValue(input);
      if (error === null) {
        await expect(field).not.toHaveAttribute('aria-invalid');
        await expect(canvas.queryByText('Must be positive 3-digit integer')).toBeNull();
        await expect(canvas.queryByText('Must be between 1 and 100')).toBeNull();
      } else {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(canvas.getByText(error)).toBeVisible();
      }
      const create = canvas.getByRole('button', { name: 'Create' });
      await expect(create).toBeDisabled();
      await userEvent.type(field, '{Enter}');
      await expect(requestsTo(harnessOf(loaded), PROVISION_PATH)).toHaveLength(0);
    },
  };
}

export const CountZero = badCount('0', 'Must be positive 3-digit integer');
export const CountLeadingZeros = badCount('007', 'Must be positive 3-digit integer');
export const CountFourDigits = badCount('1000', 'Must be positive 3-digit integer');
export const CountAboveHundred = badCount('101', 'Must be between 1 and 100');
export const CountNegative = badCount('-5', 'Must be positive 3-digit integer');
export const CountDecimal = badCount('3.5', 'Must be positive 3-digit integer');
/** Empty clears the error but counts as 0: still not valid. */
export const CountEmpty = badCount('', null);

/** A count but no model: not valid (spec §5). */
export const CountWithoutModel: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Number of new devices' }),
      '100',
    );
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

/** The models cannot be fetched: the dialog says so and offers to retry. */
export const ModelsFail: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/device-models')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Select a model' }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Select Model' },
      { timeout: 5000 },
    );
    await expect(await within(dialog).findByText('Unable to fetch models from api.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: SelectModel.play,
};

/** At 360 px: nothing scrolls sideways. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, userEvent, canvasElement }) => {
    await chooseModel(canvas, userEvent, 'Hygiene Dispenser Wall XL');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Number of new devices' }), '101');
    await expect(canvas.getByText('Must be between 1 and 100')).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};

// ------------------------------------------------------------ printed serials (issue 46)

/** 'Printed on the devices', after the model: the list that replaces the count. */
async function choosePrinted(canvas: Canvas, userEvent: UserEvent) {
  await chooseModel(canvas, userEvent, 'Hygiene Dispenser Wall XL');
  await userEvent.click(canvas.getByRole('radio', { name: 'Printed on the devices' }));
  return canvas.findByRole('textbox', { name: 'Serial numbers' });
}

/**
 * Devices that arrived with printed serials: typed or scanned one per line in any case, counted,
 * sent in capitals as the contract's `serialNumbers` with their count; the results list them and
 * say where the devices are.
 */
export const PrintedSerials: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Numbered by the platform' })).toBeChecked();
    const list = await choosePrinted(canvas, userEvent);
    await expect(canvas.queryByRole('textbox', { name: 'Number of new devices' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.type(list, 'hdx3-90001{Enter}HDX3-90002{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 serial numbers');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));

    await expect(await canvas.findByRole('heading', { name: 'Created 2 / 2' })).toBeVisible();
    await expect(provisionBodies).toEqual([
      {
        deviceSpecification: { modelId: modelId('Hygiene Dispenser Wall XL') },
        numberOfNewDevices: 2,
        serialNumbers: ['HDX3-90001', 'HDX3-90002'],
      },
    ]);
    const links = within(canvas.getByRole('region', { name: 'Serial numbers' })).getAllByRole(
      'link',
    );
    await expect(links.map((l) => l.textContent)).toEqual(['HDX3-90001', 'HDX3-90002']);
    await expect(canvas.getByText('The new devices are at demo.')).toBeVisible();
  },
};

/** A CSV (our own export's column, or a sheet's first) fills the list; it can be edited after. */
export const PrintedSerialsFromCsv: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await choosePrinted(canvas, userEvent);
    const csv = new File(['serial_number\r\nHDX3-90011\r\nhdx3-90012\r\n'], 'labels.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(canvas.getByLabelText('Read a CSV file', { selector: 'input' }), csv);
    // A text area's value has its line ends as \n.
    await waitFor(() => expect(list).toHaveValue('serial_number\nHDX3-90011\nhdx3-90012\n'));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 serial numbers');
    // The form learns the list's check from the field a render after the field shows it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled());
  },
};

/** The first problem of the list is said at it, and Create waits: another model's, twice, too many. */
export const PrintedSerialsProblems: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const list = await choosePrinted(canvas, userEvent);
    const create = canvas.getByRole('button', { name: 'Create' });
    await userEvent.type(list, 'HDX3-1{Enter}HDP2-1');
    await expect(list).toHaveAccessibleDescription(
      /"HDP2-1" is not a serial number of this model: it must begin with HDX3-\./,
    );
    await expect(create).toBeDisabled();
    await userEvent.clear(list);
    await userEvent.type(list, 'HDX3-1{Enter}hdx3-1');
    await expect(list).toHaveAccessibleDescription(/"HDX3-1" is listed twice\./);
    await expect(create).toBeDisabled();
    await userEvent.clear(list);
    await userEvent.click(list);
    await userEvent.paste(Array.from({ length: 101 }, (_, i) => `HDX3-${i + 1}`).join('\n'));
    await expect(list).toHaveAccessibleDescription(/At most 100 serial numbers at a time\./);
    await expect(create).toBeDisabled();
    await expect(requestsTo(harnessOf(loaded), PROVISION_PATH)).toHaveLength(0);
  },
};

/** A printed serial the platform has already: named in the results, not created again. */
export const PrintedSerialsAlreadyRegistered: Story = {
  play: async ({ canvas, userEvent }) => {
    const existing = platformRef.current?.state.devices.find((d) =>
      d.serialNumber.startsWith('HDX3-'),
    )?.serialNumber;
    if (!existing) throw new Error('The seed has no HDX3 device');
    const list = await choosePrinted(canvas, userEvent);
    await userEvent.type(list, `HDX3-90021{Enter}${existing}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('heading', { name: 'Created 1 / 2' })).toBeVisible();
    await expect(
      canvas.getByText(`Registered already, so not created again: ${existing}`),
    ).toBeVisible();
    // Said by name, so not also as 'Not created: 1'.
    await expect(canvas.queryByText(/^Not created:/)).toBeNull();
  },
};

/** On a phone, dark: the choice and the list fit 360 px. */
export const PrintedSerialsOnPhoneDark: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, theme: 'dark' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = await choosePrinted(canvas, userEvent);
    await userEvent.type(list, 'HDX3-90031{Enter}HDX3-90032');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 serial numbers');
    await expectFitsPhone(canvasElement);
  },
};
