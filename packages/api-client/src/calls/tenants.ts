import type { CallOptions, Http } from '../http';
import { TenantPageSchema, TenantSchema } from '../schemas';
import type { QueryOf } from '../types';

/** Tenants (spec §7). */
export function tenantCalls({ client, json }: Http) {
  return {
    /** `GET /tenants/{id}`: one tenant; `notFound` when there is none. */
    getTenant: (id: string, call?: CallOptions) =>
      json(TenantSchema, call, (init) =>
        client.GET('/tenants/{id}', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `GET /tenants`: a page of tenants, searchable and optionally ordered by proximity. */
    listTenants: (query?: QueryOf<'listTenants'>, call?: CallOptions) =>
      json(TenantPageSchema, call, (init) =>
        client.GET('/tenants', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `GET /tenants/closest`: the tenant nearest to a position. */
    getClosestTenant: (query: QueryOf<'getClosestTenant'>, call?: CallOptions) =>
      json(TenantSchema, call, (init) =>
        client.GET('/tenants/closest', { params: { header: init.header, query }, ...init.options }),
      ),
  };
}
