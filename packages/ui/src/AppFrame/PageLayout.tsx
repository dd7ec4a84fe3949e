import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

import { uiMessages } from '../messages';
import { visuallyHidden } from '../shared/focusRing';

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
 * The console's frame: app bar on top, side menu beside the main content (stacked on narrow
 * screens), and a 'Skip to content' link as the first stop for keyboard users.
 */
export function PageLayout({ appBar, sideMenu, breadcrumbs, children }: PageLayoutProps) {
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
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
        {uiMessages.appFrame.skipToContent}
      </SkipLink>
      <Top>{appBar}</Top>
      {sideMenu !== undefined && <Side>{sideMenu}</Side>}
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

  @media (max-width: 720px) {
    grid-template-columns: 1fr;
    grid-template-areas:
      'top'
      'side'
      'main';
  }
`;

const SkipLink = styled.a`
  ${visuallyHidden}

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

const Side = styled.div`
  grid-area: side;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
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
`;
