/**
 * The hub's tenant groups: which connections follow which tenant's events. A connection joins
 * with `JoinTenantGroup`, leaves with `LeaveTenantGroup`, and leaves them all on its way out.
 */
import type { Connection } from './connections.ts';

export class TenantGroups {
  readonly #groups = new Map<string, Set<Connection>>();

  join(connection: Connection, tenant: string): void {
    connection.groups.add(tenant);
    let group = this.#groups.get(tenant);
    if (!group) this.#groups.set(tenant, (group = new Set()));
    group.add(connection);
  }

  leave(connection: Connection, tenant: string): void {
    connection.groups.delete(tenant);
    const group = this.#groups.get(tenant);
    group?.delete(connection);
    if (group?.size === 0) this.#groups.delete(tenant);
  }

  /** Stops delivering group messages to a connection that is on its way out. */
  leaveAll(connection: Connection): void {
    for (const tenant of [...connection.groups]) this.leave(connection, tenant);
  }

  /** The tenant's group itself (not a copy): members that leave while it is walked are skipped. */
  members(tenant: string): ReadonlySet<Connection> | undefined {
    return this.#groups.get(tenant);
  }

  /** How many connections each tenant's group has. */
  sizes(): Record<string, number> {
    const sizes: Record<string, number> = {};
    for (const [tenant, members] of this.#groups) sizes[tenant] = members.size;
    return sizes;
  }
}
