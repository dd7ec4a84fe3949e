import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

/** A page with a button that opens the dialog, as the location screens use it. */
function WithOpener(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add premise</Button>
      <Dialog
        {...props}
        open={open}
        onClose={close}
        actions={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="primary" onClick={close}>
              Save
            </Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Add premise',
    children: (
      <label>
        Name <input name="name" />
      </label>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opening moves focus in; Tab stays inside; Escape closes and focus returns to the opener. The
 * dialog's code loads on the first opening, so focus stays on the opener until it is there.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const opener = canvas.getByRole('button', { name: 'Add premise' });
    await step('open: labelled by its title, focus on the first field', async () => {
      await userEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Add premise' });
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    });
    await step('Tab cycles inside the dialog', async () => {
      await userEvent.tab();
      await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.tab();
      await expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
      // Past the last button Tab lands on floating-ui's focus guard, which sends focus back to
      // the first field in the next animation frame.
      await userEvent.tab();
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    });
    await step('Escape closes; focus returns to the opener', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledOnce();
      await waitFor(() => expect(opener).toHaveFocus());
    });
    await step('a second opening (code already loaded) traps focus the same way', async () => {
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Add premise' });
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    });
  },
};

/** A long body scrolls inside the dialog, which never grows past the viewport. */
export const LongContent: Story = {
  args: {
    open: true,
    title: 'Mounting guidance',
    children: Array.from({ length: 30 }, (_, i) => (
      <p key={i}>
        Degrease the wall, remove the liner from the tape, mount the sensor on the wall, and mount
        the drip tray depending on delivery. ({i + 1})
      </p>
    )),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Mounting guidance' });
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};

/** The dark variant of the theme, open. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { open: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Add premise' })).toBeVisible();
  },
};
