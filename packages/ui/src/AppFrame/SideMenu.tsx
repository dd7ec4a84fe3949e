import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';

import { MIN_TARGET_SIZE_PX } from '../constants';
import { useUiMessages } from '../messages';

export interface SideMenuItem {
  /** Stable identity (e.g. the route). */
  key: string;
  /** The visible text ('Dashboard', 'Set tenant'). */
  label: string;
  /** Where it leads. */
  href: string;
  /** Optional icon before the label; decorative. */
  icon?: ReactNode;
  /** Marks the page the person is on (`aria-current="page"`). */
  current?: boolean;
}

export interface SideMenuGroup {
  /** Stable identity of the group. */
  key: string;
  /** Group heading ('General'); a group without one lists its items at the top. */
  label?: string;
  /** The links of the group, in order. */
  items: readonly SideMenuItem[];
}

export interface SideMenuProps {
  /** The groups in order (spec §2: Dashboard and Users; service-tenant entries; General). */
  groups: readonly SideMenuGroup[];
  /**
   * Renders an item's link, so a router can supply its own `Link`. It receives the item and the
   * content (icon and label) to put inside. Defaults to a plain `<a>`.
   */
  renderLink?: (item: SideMenuItem, content: ReactNode) => ReactNode;
  /** Accessible name of the navigation landmark. Defaults to 'Main menu'. */
  'aria-label'?: string;
}

const defaultRenderLink: NonNullable<SideMenuProps['renderLink']> = (item, content) => (
  <a href={item.href} aria-current={item.current ? 'page' : undefined}>
    {content}
  </a>
);

/** The console's side menu: a navigation landmark of grouped links. */
export function SideMenu({
  groups,
  renderLink = defaultRenderLink,
  'aria-label': ariaLabelProp,
}: SideMenuProps) {
  const messages = useUiMessages();
  const ariaLabel = ariaLabelProp ?? messages.appFrame.mainMenu;
  const baseId = useId();
  return (
    <Nav aria-label={ariaLabel}>
      {groups.map((group) => {
        const headingId = `${baseId}-${group.key}`;
        return (
          <Group key={group.key}>
            {group.label !== undefined && <GroupLabel id={headingId}>{group.label}</GroupLabel>}
            <List aria-labelledby={group.label === undefined ? undefined : headingId}>
              {group.items.map((item) => (
                <li key={item.key}>
                  {renderLink(
                    item,
                    <>
                      {item.icon !== undefined && <Icon aria-hidden="true">{item.icon}</Icon>}
                      {item.label}
                    </>,
                  )}
                </li>
              ))}
            </List>
          </Group>
        );
      })}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.text};
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const GroupLabel = styled.h2`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: ${MIN_TARGET_SIZE_PX + 12}px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.small};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.color.background};
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.selected};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  width: 20px;
  justify-content: center;
`;
