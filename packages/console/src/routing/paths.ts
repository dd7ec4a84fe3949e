/**
 * The route table of spec §2 as links: `pattern` is what the router matches under the tenant
 * segment (`/:tenantIdentifier/...`), `to(tenant, ...params)` builds the address. Derived from
 * the features' manifests (`routes.ts`); a feature links to another's screen through here.
 */
import { pathTo, type PatternParams } from './defineRoutes';
import { routes, type RouteName } from './routes';

export type { RouteName };

/** Every route's pattern and link builder, its parameters typed from the pattern. */
export type Paths = {
  readonly [Name in RouteName]: {
    readonly pattern: (typeof routes)[Name]['pattern'];
    readonly to: (
      tenant: string,
      ...params: PatternParams<(typeof routes)[Name]['pattern']>
    ) => string;
  };
};

export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [
    name,
    { pattern: route.pattern, to: pathTo(route.pattern) },
  ]),
) as Paths;
