/**
 * Matching requests against the contract's path templates (`/devices/{id}` or `/devices/:id`),
 * shared by failure injection and the MSW overrides.
 */

/** `/devices/:id` and `/devices/{id}` both become `/devices/{id}`, the contract's spelling. */
export function contractPath(template: string): string {
  return template.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function templateRegExp(template: string): RegExp {
  const pattern = contractPath(template)
    .split('/')
    .map((segment) =>
      /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

/** A test of method and path (below the base path); an omitted part matches anything. */
export function createPathMatcher(method: string | undefined, template: string | undefined) {
  const wantedMethod = method?.toUpperCase();
  const regExp = template === undefined ? undefined : templateRegExp(template);
  return (requestMethod: string, path: string) =>
    (wantedMethod === undefined || requestMethod.toUpperCase() === wantedMethod) &&
    (regExp === undefined || regExp.test(path));
}
