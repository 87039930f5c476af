import { messagesIn } from '@meridian/ui';
import { can, grantableRoles, ROLES, withinRank, type Role } from '@meridian/contract';
import { useIntl } from 'react-intl';

/**
 * A member's role in a workspace (docs/product.md, "Roles and permissions"), from the
 * most to the least powerful. The creator of a workspace is its owner. The rules are the
 * contract's, which the API enforces.
 */
export type WorkspaceRole = Role;

/** Every role, most powerful first: the order lists and pickers show them in. */
export const workspaceRoles: readonly WorkspaceRole[] = ROLES;

/** Whether `role` is at or below `limit`: the contract's rank rule (nobody acts on a role above their own). */
export function isRoleWithin(role: WorkspaceRole, limit: WorkspaceRole): boolean {
  return withinRank(limit, role);
}

/** The roles someone with `callerRole` may give, most powerful first. */
export function assignableRoles(callerRole: WorkspaceRole): WorkspaceRole[] {
  return grantableRoles(callerRole);
}

/** Whether the role may invite, rescind, remove members and set their privilege (owners and admins). */
export function canManageMembers(role: WorkspaceRole): boolean {
  return can(role, 'manageMembers');
}

/*
 * Each role's name and what it may do, in plain language, from the role matrix of docs/product.md. The
 * ids are spelled out because message extraction reads them literally.
 */
const roleMessages = {
  owner: messagesIn('screens.Workspace.roles.owner', {
    name: 'Owner',
    description:
      'Everything an admin can do, and can make other members owners. A workspace always keeps at least one owner.',
  }),
  admin: messagesIn('screens.Workspace.roles.admin', {
    name: 'Admin',
    description:
      'Manages members, wallets, business details and verification, as well as payment links, API keys and integrations.',
  }),
  developer: messagesIn('screens.Workspace.roles.developer', {
    name: 'Developer',
    description:
      'Creates and manages payment links, API keys and integrations. Sees everything else without changing it.',
  }),
  viewer: messagesIn('screens.Workspace.roles.viewer', {
    name: 'Viewer',
    description: 'Sees the dashboard, payments, payment links, wallets and members, without changing anything.',
  }),
} satisfies Record<WorkspaceRole, unknown>;

/** A role's name ("Admin") and description in the current language. */
export function useRoleText() {
  const intl = useIntl();
  return {
    name: (role: WorkspaceRole) => intl.formatMessage(roleMessages[role].name),
    description: (role: WorkspaceRole) => intl.formatMessage(roleMessages[role].description),
  };
}
