import {
  isPermitted,
  knownRoles,
  permissionOf,
  rolesAllowed,
  type OperationId,
} from '@hygiene/api-client';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { allOfRoles, anyOfRoles, roles as text } from '../messages/roles';
import { rolesAtom } from '../state/atoms';

/**
 * Whether the signed-in user may make one call of the contract, by the roles table of
 * `@hygiene/api-client` (docs/ROLES.md; the platform enforces the same table with a 403). A
 * refusal carries the reason to show: what the call does, the role it needs, the roles the user
 * has.
 */
export type Permission = { status: 'allowed' } | { status: 'denied'; reason: string };

const ALLOWED: Permission = { status: 'allowed' };

/** The permission of `roles` (a token's realm roles) for `operationId`; pure. */
export function permissionFor(roles: readonly string[], operationId: OperationId): Permission {
  const needs = permissionOf(operationId);
  if (isPermitted(roles, needs)) return ALLOWED;
  const action = text.actions[needs.area][needs.access];
  const needed = rolesAllowed(needs).map((role) => text.names[role]);
  const reason =
    needed.length === 0 ? text.noRoleMay(action) : text.needs(action, anyOfRoles(needed));
  const has = knownRoles(roles).map((role) => text.names[role]);
  return { status: 'denied', reason: `${reason} ${text.signedInAs(has.length, allOfRoles(has))}` };
}

/**
 * Whether the signed-in user may make `operationId` (an operation of the contract), following
 * the roles atom: a screen leaves out or disables what is denied and says the reason.
 */
export function usePermission(operationId: OperationId): Permission {
  const roles = useAtomValue(rolesAtom);
  return useMemo(() => permissionFor(roles, operationId), [roles, operationId]);
}
