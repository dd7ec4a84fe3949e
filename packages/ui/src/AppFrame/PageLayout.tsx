import { useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';

import { MIN_TARGET_SIZE_PX, NARROW_LAYOUT_MAX_WIDTH_PX } from '../constants';
import { useUiMessages } from '../messages';
import { buttonText, visuallyHidden } from '../shared/focusRing';

const narrow = `@media (max-width: ${NARROW_LAYOUT_MAX_WIDTH_PX}px)`;

export interface PageLayoutProps {
  /** The app bar across the top (an `AppBar`). */
  appBar: ReactNode;
  /** The side menu on the left (a `SideMenu`). */
  sideMenu?: ReactNode;
  /** Breadcrumbs above the page content. */
  breadcrumbs?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The console's frame: app bar on top, side menu beside the main content, and a 'Skip to
 * content' link as the first stop for keyboard users. On a phone-sized screen the menu folds
 * behind a 'Menu' button (a disclosure) so the page starts at the top of the screen; choosing a
 * link or pressing Escape folds it again.
 */
export function PageLayout({ appBar, sideMenu, breadcrumbs, children }: PageLayoutProps) {
  const messages = useUiMessages();
  const mainId = useId();
  const menuId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Grid>
      <SkipLink
        href={`#${mainId}`}
        onClick={(event) => {
          // Focus moves by script: a hash change would fight the host's router over the address.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {messages.appFrame.skipToContent}
      </SkipLink>
      <Top>{appBar}</Top>
      {sideMenu !== undefined && (
        <>
          <MenuToggle
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
            {messages.appFrame.menu}
          </MenuToggle>
          <Side
            id={menuId}
            $open={menuOpen}
            onClick={(event) => {
              if (!menuOpen) return;
              if (!(event.target instanceof Element && event.target.closest('a'))) return;
              // A link was chosen: the next page should not open under the menu, and focus
              // (on a link that is now hidden) goes to the page, where the reader continues.
              setMenuOpen(false);
              mainRef.current?.focus();
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || !menuOpen) return;
              setMenuOpen(false);
              toggleRef.current?.focus();
            }}
          >
            {sideMenu}
          </Side>
        </>
      )}
      <Main ref={mainRef} id={mainId} tabIndex={-1}>
        {breadcrumbs}
        {children}
      </Main>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 240px) 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'top top'
    'side main';
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};

  ${narrow} {
    grid-template-columns: 1fr;
    grid-template-rows: auto auto auto 1fr;
    grid-template-areas:
      'top'
      'toggle'
      'side'
      'main';
  }
`;

const MenuToggle = styled.button`
  display: none;
  grid-area: toggle;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${MIN_TARGET_SIZE_PX + 20}px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  ${buttonText}
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }

  ${narrow} {
    display: flex;
  }
`;

const SkipLink = styled.a`
  ${visuallyHidden}
  color: ${({ theme }) => theme.color.onPrimary};
  text-decoration: underline;

  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space(2)};
    left: ${({ theme }) => theme.space(2)};
    z-index: 1100;
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    clip: auto;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Top = styled.div`
  grid-area: top;
`;

const Side = styled.div<{ $open: boolean }>`
  grid-area: side;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};

  ${narrow} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Main = styled.main`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(6)};

  &:focus {
    outline: none;
  }

  ${narrow} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;
