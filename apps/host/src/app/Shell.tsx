import { useAtomValue } from 'jotai';
import { NavLink, Outlet, useParams } from 'react-router';
import styled from 'styled-components';

import { hostMessages } from '../messages';
import { sideMenu } from '../shell/menu';
import { runtimeConfigAtom, sessionAtom } from './session';

/**
 * The frame around every screen: side menu, app bar (tenant name), and the screen. The tenant
 * is the first path segment; everything in the frame derives from it.
 */
export function Shell() {
  const { tenantIdentifier = '' } = useParams();
  const config = useAtomValue(runtimeConfigAtom);
  const session = useAtomValue(sessionAtom);
  const groups = sideMenu(tenantIdentifier, config?.serviceTenantIdentifier ?? '');

  return (
    <Frame>
      <AppBar>
        <strong>{tenantIdentifier}</strong>
        {session && (
          <span>
            {session.username}{' '}
            <button type="button" onClick={() => void session.signOut()}>
              {hostMessages.signOut}
            </button>
          </span>
        )}
      </AppBar>
      <Menu aria-label="Main">
        {groups.map((group) => (
          <section key={group.key} aria-label={group.label}>
            {group.label && <h2>{group.label}</h2>}
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.key}>
                  <NavLink to={entry.to}>{entry.label}</NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Menu>
      <Content>
        <Outlet />
      </Content>
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  grid-template: 'bar bar' auto 'menu content' 1fr / 220px 1fr;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
`;

const AppBar = styled.header`
  grid-area: bar;
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Menu = styled.nav`
  grid-area: menu;
  padding: ${({ theme }) => theme.space(3)};
  border-right: 1px solid ${({ theme }) => theme.color.border};

  h2 {
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.color.textMuted};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.link};
  }

  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Content = styled.main`
  grid-area: content;
  padding: ${({ theme }) => theme.space(4)};
`;
