import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { expectFitsPhone, onPhone, phoneBoxOf } from '@hygiene/story-kit';
import { Breadcrumbs } from '../Breadcrumbs';
import { StatusDot } from '../StatusDot';
import { AppBar } from './AppBar';
import { PageLayout } from './PageLayout';
import { SideMenu, type SideMenuGroup } from './SideMenu';

/** Spec §2 "Navigation": the service tenant sees every entry. */
const serviceTenantMenu: SideMenuGroup[] = [
  {
    key: 'main',
    items: [
      { key: 'dashboard', label: 'Dashboard', href: '/service/dashboard', current: true },
      { key: 'users', label: 'Users', href: '/service/users' },
      { key: 'maintenance', label: 'Maintenance', href: '/service/maintenance' },
      { key: 'installations', label: 'Plan installations', href: '/service/installations' },
      { key: 'sections', label: 'Sections', href: '/service/sections' },
    ],
  },
  {
    key: 'general',
    label: 'General',
    items: [
      { key: 'devices', label: 'Devices', href: '/service/devices' },
      { key: 'tenants', label: 'Set tenant', href: '/service/tenants' },
      { key: 'lander', label: 'Home', href: '/service/lander' },
    ],
  },
];

/** Other tenants: Dashboard and Users, plus General. */
const tenantMenu: SideMenuGroup[] = [
  {
    key: 'main',
    items: [
      { key: 'dashboard', label: 'Dashboard', href: '/north/dashboard' },
      { key: 'users', label: 'Users', href: '/north/users', current: true },
    ],
  },
  serviceTenantMenu[1]!,
];

const meta = {
  title: 'UI/AppFrame',
  component: PageLayout,
  args: {
    appBar: (
      <AppBar
        title="North Hospital"
        indicators={<StatusDot tone="success" label="Receiving live events" />}
      />
    ),
    sideMenu: <SideMenu groups={tenantMenu} />,
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { key: 'users', label: 'Users', href: '/north/users' },
          { key: 'ada', label: 'Ada Lovelace' },
        ]}
      />
    ),
    children: <h1>Users</h1>,
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tenant's frame: landmarks, the current page marked, the live dot in the app bar. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('North Hospital');
    await expect(canvas.getByRole('img', { name: 'Receiving live events' })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(menu).queryByRole('link', { name: 'Maintenance' })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'General' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Users');
  },
};

/** By keyboard: 'Skip to content' is the first stop and jumps past the menu. */
export const KeyboardSkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(24);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** The service tenant's full menu, with the maintenance-mode indicator. */
export const ServiceTenant: Story = {
  args: {
    appBar: (
      <AppBar
        title="Service"
        indicators={
          <>
            <StatusDot tone="warning" label="Maintenance mode is active" />
            <StatusDot tone="neutral" label="Connecting to real time server ..." />
          </>
        }
      />
    ),
    sideMenu: <SideMenu groups={serviceTenantMenu} />,
    children: <h1>Dashboard</h1>,
  },
  play: async ({ canvas, userEvent }) => {
    const links = canvas.getAllByRole('link').map((l) => l.textContent);
    await expect(links).toEqual(
      expect.arrayContaining([
        'Maintenance',
        'Plan installations',
        'Sections',
        'Set tenant',
        'Home',
      ]),
    );
    await userEvent.hover(canvas.getByRole('img', { name: 'Maintenance mode is active' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Maintenance mode is active',
    );
  },
};

/** A long tenant name is cut with an ellipsis, never pushing the indicators off the bar. */
export const LongContent: Story = {
  args: {
    appBar: (
      <AppBar
        title="Regional Hospital Trust of the Northern Districts, Department of Infection Prevention and Control"
        indicators={<StatusDot tone="danger" label="Unable to receive live events" />}
      />
    ),
  },
  play: async ({ canvas }) => {
    const dot = canvas.getByRole('img', { name: 'Unable to receive live events' });
    await expect(dot.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { sideMenu: <SideMenu groups={serviceTenantMenu} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * On a phone (360 px): the menu folds behind 'Menu' so the page starts at the top; the
 * disclosure opens it, choosing a link folds it and moves focus to the page, Escape folds it and
 * returns focus to 'Menu'. The tenant name keeps its place and the indicators move under it.
 */
export const Phone: Story = {
  ...onPhone,
  args: {
    appBar: (
      <AppBar
        title="North Hospital"
        indicators={
          <>
            <StatusDot tone="warning" label="Maintenance mode is active" />
            <StatusDot tone="success" label="Receiving live events" />
            <button type="button">Sign out</button>
          </>
        }
      />
    ),
    sideMenu: (
      <SideMenu
        groups={tenantMenu}
        renderLink={(item, content) => (
          <a href={item.href} onClick={(event) => event.preventDefault()}>
            {content}
          </a>
        )}
      />
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    const title = canvas.getByText('North Hospital');
    await expect(title.getBoundingClientRect().width).toBeGreaterThan(80);
    const signOut = canvas.getByRole('button', { name: 'Sign out' });
    const phone = phoneBoxOf(canvasElement);
    await expect(signOut.getBoundingClientRect().right).toBeLessThanOrEqual(
      phone.getBoundingClientRect().right,
    );
    await expectFitsPhone(canvasElement);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await userEvent.click(within(menu).getByRole('link', { name: 'Devices' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.getByRole('main')).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** On a wide screen the menu is always there and the 'Menu' button is not. */
export const WideScreenHasNoMenuButton: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};
