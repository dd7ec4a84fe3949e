export { AppBar } from './AppBar';
export type { AppBarProps } from './AppBar';
export { PageLayout } from './PageLayout';
export type { PageLayoutProps } from './PageLayout';
export { SideMenu } from './SideMenu';
export type { SideMenuGroup, SideMenuItem, SideMenuProps } from './SideMenu';
