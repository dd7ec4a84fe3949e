import {
  LocationBreadcrumbs,
  loadMaintenanceIndicator,
  loadNotificationBell,
  rolesAtom,
  sideMenu,
  useCurrentTenant,
} from '@hygiene/console';
import type { Area } from '@hygiene/api-client';
import { useTenantGroup } from '@hygiene/realtime';
import {
  AppBar,
  Button,
  NARROW_LAYOUT_MAX_WIDTH_PX,
  PageLayout,
  SideMenu,
  Spinner,
  type SideMenuGroup,
} from '@hygiene/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { styled } from 'styled-components';

import { hostMessages } from '../messages';
import { UnexpectedErrorBoundary } from '../pages/UnexpectedErrorPage';
import { runtimeConfigAtom, sessionAtom } from './session';
import { TenantScope } from './TenantScope';

// The maintenance indicator follows the platform on its own; it is not needed to paint the first
// screen, so its code arrives right after, in a chunk of its own (bench:host-size).
const MaintenanceIndicator = lazy(loadMaintenanceIndicator);
// So does the bell (issue 50): what is new for the person, live. It arrives with the theme and
// language switches, in one step, so the app bar moves once.
const NotificationBell = lazy(loadNotificationBell);
// The theme switch is not needed for the first paint (the theme itself is applied before it):
// it arrives right after, keeping every first screen within the host's budget.
const ThemeSwitch = lazy(async () => ({
  default: (await import('../theme/ThemeSwitch')).ThemeSwitch,
}));
// So does the language switch (the language itself is loaded before the first paint). It sits in
// the app bar; on a phone, whose bar has no room left, under the folded menu instead.
const LanguageSwitch = lazy(async () => ({
  default: (await import('../language/LanguageSwitch')).LanguageSwitch,
}));
// The page for a tenant the platform refuses the user: rare, so a chunk of its own.
const NoTenantAccess = lazy(async () => ({
  default: (await import('./NoTenantAccess')).NoTenantAccess,
}));
// So does the live-connection indicator, with the UI kit's status dot and tooltip under it: the
// connection it reports is still being made at the first paint. Its slot is kept meanwhile, so
// the app bar does not shift when it arrives.
const LiveConnectionIndicator = lazy(async () => ({
  default: (await import('./liveIndicator')).LiveConnectionIndicator,
}));

/**
 * The frame around every screen (spec §2 Navigation): app bar with the tenant name, the
 * maintenance-mode and live-connection indicators, the bell (issue 50) and the user; the side
 * menu; the screen.
 * The tenant is the first path segment and everything here derives from it.
 */
export function Shell() {
  const { tenantIdentifier = '' } = useParams();
  // The hub follows the address's tenant: leave the old group, join the new one.
  useTenantGroup(tenantIdentifier);
  return (
    <TenantScope tenantIdentifier={tenantIdentifier}>
      <Frame tenantIdentifier={tenantIdentifier} />
    </TenantScope>
  );
}

function Frame({ tenantIdentifier }: { tenantIdentifier: string }) {
  const { pathname } = useLocation();
  const config = useAtomValue(runtimeConfigAtom);
  const session = useAtomValue(sessionAtom);
  const mayRead = useReadableAreas();
  // The platform refuses the user this tenant: one clear page instead of a menu and screens
  // whose every panel would fail.
  const refused = useCurrentTenant().status === 'refused';
  const groups: SideMenuGroup[] = sideMenu(
    tenantIdentifier,
    config?.serviceTenantIdentifier ?? '',
    mayRead,
  ).map((group) => ({
    key: group.key,
    ...(group.label ? { label: group.label } : {}),
    items: group.entries.map((entry) => ({
      key: entry.key,
      label: entry.label,
      href: entry.to,
      current: pathname === entry.to || pathname.startsWith(`${entry.to}/`),
    })),
  }));

  return (
    <PageLayout
      appBar={
        <AppBar
          title={<TenantName />}
          indicators={
            <>
              <Suspense fallback={null}>
                <MaintenanceIndicator tenantIdentifier={tenantIdentifier} />
              </Suspense>
              <Suspense fallback={<IndicatorSlot />}>
                <LiveConnectionIndicator />
              </Suspense>
              <Suspense fallback={null}>
                {refused ? null : <NotificationBell />}
                <WideOnly>
                  <LanguageSwitch />
                </WideOnly>
                <ThemeSwitch />
              </Suspense>
              {session && (
                <User>
                  <span>{session.username}</span>
                  <Button onClick={() => void session.signOut()}>{hostMessages.signOut}</Button>
                </User>
              )}
            </>
          }
        />
      }
      breadcrumbs={refused ? undefined : <LocationBreadcrumbs />}
      sideMenu={
        refused ? undefined : (
          <>
            {/* An empty mark once the roles have shaped the menu: a check can wait for it. */}
            {mayRead ? <span hidden data-roles-decided /> : null}
            <SideMenu
              groups={groups}
              renderLink={(item, content) => (
                <Link to={item.href} aria-current={item.current ? 'page' : undefined}>
                  {content}
                </Link>
              )}
            />
            <MenuSettings>
              <Suspense fallback={null}>
                <LanguageSwitch />
              </Suspense>
            </MenuSettings>
          </>
        )
      }
    >
      {refused ? (
        <Suspense fallback={<ScreenLoading />}>
          <NoTenantAccess tenantIdentifier={tenantIdentifier} />
        </Suspense>
      ) : (
        /* A screen that fails shows the error page inside the shell, so the menu still works. */
        <UnexpectedErrorBoundary resetKey={pathname}>
          <Suspense fallback={<ScreenLoading />}>
            {/* A new tenant remounts the screen: no local state survives from the old one. */}
            <Outlet key={tenantIdentifier} />
          </Suspense>
        </UnexpectedErrorBoundary>
      )}
    </PageLayout>
  );
}

/**
 * What the signed-in user's roles may read (the roles table), for the menu: it arrives right
 * after the first paint, in a chunk of its own with the table (bench:host-size). Until then, and
 * should it fail to load, every entry is offered (the screens and the platform still check).
 */
function useReadableAreas(): ((area: Area) => boolean) | undefined {
  const roles = useAtomValue(rolesAtom);
  const [readable, setReadable] = useState<{
    roles: readonly string[];
    mayRead: (area: Area) => boolean;
  }>();
  useEffect(() => {
    let current = true;
    void import('../shell/readableAreas')
      .then(({ readableBy }) => {
        if (current) setReadable({ roles, mayRead: readableBy(roles) });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [roles]);
  return readable?.roles === roles ? readable.mayRead : undefined;
}

/**
 * The tenant's name (GET /tenants/{id}); its identifier until it arrives. A failed fetch is the
 * tenant's error state (spec §8): the identifier stays, and a mark says so and tries again.
 */
function TenantName() {
  const tenant = useCurrentTenant();
  switch (tenant.status) {
    case 'fetched':
      return <span>{tenant.tenant.name}</span>;
    case 'loading':
    case 'refused':
      return <span>{tenant.identifier}</span>;
    case 'error':
      return (
        <TenantFailed>
          <span>{tenant.identifier}</span>
          {/* Visible 'Try again' is part of the name (WCAG 2.5.3); the rest is for screen readers. */}
          <Button
            onClick={tenant.retry}
            disabled={tenant.retrying}
            aria-busy={tenant.retrying || undefined}
            aria-label={hostMessages.tenantFetchFailed}
          >
            {/* A plain mark, not the kit's StatusShape: the app bar is on every first screen. */}
            <span aria-hidden="true">⚠ </span>
            {hostMessages.tryAgain}
          </Button>
        </TenantFailed>
      );
    default:
      return tenant satisfies never;
  }
}

const TenantFailed = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** While a screen's chunk arrives (first visit only; later navigations keep the old screen). */
function ScreenLoading() {
  return (
    <Centered>
      <Spinner label={hostMessages.loadingScreen} />
    </Centered>
  );
}

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 200px;
`;

// On a phone the app bar keeps one line: the user's name is left to screen readers (it still
// reads before 'Sign out'), the button and the indicators stay.
const User = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${NARROW_LAYOUT_MAX_WIDTH_PX}px) {
    > span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

/** In the app bar, except on a phone (the menu has it there). */
const WideOnly = styled.span`
  @media (max-width: ${NARROW_LAYOUT_MAX_WIDTH_PX}px) {
    display: none;
  }
`;

/** Under the menu's entries, aligned with them: on a phone only. */
const MenuSettings = styled.div`
  padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  @media (min-width: ${NARROW_LAYOUT_MAX_WIDTH_PX + 1}px) {
    display: none;
  }
`;

/** Where the live indicator's dot comes (the UI kit's smallest target), until its code arrives. */
const IndicatorSlot = styled.span`
  display: inline-block;
  width: 24px;
  height: 24px;
`;
