import * as v from 'valibot';

import type { CallOptions, Http } from '../http';
import { GroupListSchema, ScreenOptionSchema, UserPageSchema, UserSchema } from '../schemas';
import type { QueryOf, ScreenUserCreate, UserInvite, UserUpdate } from '../types';

const ScreenOptionListSchema = v.array(ScreenOptionSchema);

/** Users, groups (roles) and screen users (spec §7). */
export function userCalls({ client, json, empty }: Http) {
  return {
    /** `GET /users`: a page of users, searchable and filtered by group ids. */
    listUsers: (query?: QueryOf<'listUsers'>, call?: CallOptions) =>
      json(UserPageSchema, call, (init) =>
        client.GET('/users', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `POST /users`: invites a user by email. */
    inviteUser: (body: UserInvite, call?: CallOptions) =>
      empty(call, (init) =>
        client.POST('/users', { params: { header: init.header }, body, ...init.options }),
      ),

    /** `GET /users/{id}`: one user. */
    getUser: (id: string, call?: CallOptions) =>
      json(UserSchema, call, (init) =>
        client.GET('/users/{id}', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `PUT /users/{id}`: updates a user's groups, allowed sections and tenant. */
    updateUser: (id: string, body: UserUpdate, call?: CallOptions) =>
      json(UserSchema, call, (init) =>
        client.PUT('/users/{id}', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `DELETE /users/{id}`: deletes a user. */
    deleteUser: (id: string, call?: CallOptions) =>
      empty(call, (init) =>
        client.DELETE('/users/{id}', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `GET /groups` (path chosen here): every group (role), for the role selector. */
    listGroups: (call?: CallOptions) =>
      json(GroupListSchema, call, (init) =>
        client.GET('/groups', { params: { header: init.header }, ...init.options }),
      ),

    /** `GET /screen-users`: the screen options that prefill a new screen user. */
    listScreenUsers: (call?: CallOptions) =>
      json(ScreenOptionListSchema, call, (init) =>
        client.GET('/screen-users', { params: { header: init.header }, ...init.options }),
      ),

    /** `POST /screen-users`: creates a static display-only screen user. */
    createScreenUser: (body: ScreenUserCreate, call?: CallOptions) =>
      empty(call, (init) =>
        client.POST('/screen-users', { params: { header: init.header }, body, ...init.options }),
      ),
  };
}
