/**
 * What a feature declares about its screens, once, in its `manifest.ts`: the address, the
 * screen's module (one chunk each) and where the side menu offers it. `paths`, the host's route
 * table (`consoleRoutes`) and the side menu (`sideMenu`) are derived from the manifests, so a new
 * screen is written in its feature folder and nowhere else in the routing.
 */
import type { Area } from '@hygiene/api-client';
import type { ComponentType } from 'react';

/** Where the side menu (spec §2 Navigation) offers a screen. */
export interface MenuPlacement {
  /** 'main': the menu's top entries; 'general': the General group. */
  group: 'main' | 'general';
  /** Position within the group, smallest first. */
  order: number;
  /** Read while drawing, so it follows the language. */
  label: () => string;
  /** The roles table's area the screen reads: a user who may not read it is not offered it. */
  area?: Area;
  /** Spec §2: Maintenance, Plan installations and Sections are the service tenant's only. */
  serviceTenantOnly?: boolean;
}

export interface RouteDeclaration {
  /** Under the tenant segment, as react-router matches it: `devices/:serialNumber`. */
  pattern: string;
  /** The screen's module, loaded on first visit. Absent where the route named by `within` draws it. */
  screen?: () => Promise<ComponentType>;
  /** The route whose screen draws this one as its child (the provisioning form and results). */
  within?: string;
  menu?: MenuPlacement;
}

/** The `:params` of a pattern, in order: `'a/:x/b/:y'` gives `[x: string, y: string]`. */
export type PatternParams<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...PatternParams<Rest>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A feature's routes, their patterns kept literal so `paths.*.to` knows its parameters. */
export function defineRoutes<const R extends Record<string, RouteDeclaration>>(routes: R): R {
  return routes;
}

/** A link to `pattern` under `tenant`, each `:param` filled in order and encoded. */
export function pathTo<P extends string>(pattern: P) {
  return (tenant: string, ...params: PatternParams<P>): string => {
    let next = 0;
    const segments = pattern
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) =>
        segment.startsWith(':') ? encodeURIComponent(params[next++] ?? '') : segment,
      );
    return ['', encodeURIComponent(tenant), ...segments].join('/');
  };
}
