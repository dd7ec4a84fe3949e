import type { ComponentType } from 'react';

import { withTexts } from '../i18n';
import type { RouteDeclaration } from './defineRoutes';
import { routes, type RouteName } from './routes';

/** A screen's route for a host's router (react-router's `RouteObject` takes it as it is). */
export interface ConsoleRoute {
  name: RouteName;
  /** Under the tenant segment: `devices/:serialNumber`. */
  path: string;
  /**
   * The screen's module in the shape `React.lazy` takes, one chunk per screen; it resolves once
   * the screen's texts in the active language have arrived, so a screen never draws in English
   * first.
   */
  load: () => Promise<{ default: ComponentType }>;
  /** Addresses the screen draws itself (relative to `path`): route them to no element. */
  children: readonly { name: RouteName; path: string }[];
}

const declared = Object.entries(routes) as [RouteName, RouteDeclaration][];

/**
 * Every screen a host routes to under `/:tenantIdentifier`, from the features' manifests. The
 * tenant's own address (`paths.landing`) is the host's to decide.
 */
export const consoleRoutes: readonly ConsoleRoute[] = declared.flatMap(([name, route]) => {
  const { screen } = route;
  if (!screen) return [];
  return [
    {
      name,
      path: route.pattern,
      load: withTexts(async () => ({ default: await screen() })),
      children: declared
        .filter(([, child]) => child.within === name)
        .map(([childName, child]) => ({
          name: childName,
          path: child.pattern.slice(route.pattern.length + 1),
        })),
    },
  ];
});
