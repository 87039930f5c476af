import { describe, expect, it } from 'vitest';
import { assignableRoles, canManageMembers, isRoleWithin } from './roles';

describe('roles', () => {
  it('lets nobody grant a role above their own', () => {
    expect(assignableRoles('owner')).toEqual(['owner', 'admin', 'developer', 'viewer']);
    expect(assignableRoles('admin')).toEqual(['admin', 'developer', 'viewer']);
    expect(assignableRoles('developer')).toEqual(['developer', 'viewer']);
    expect(assignableRoles('viewer')).toEqual(['viewer']);
  });

  it('orders roles owner > admin > developer > viewer', () => {
    expect(isRoleWithin('owner', 'admin')).toBe(false);
    expect(isRoleWithin('admin', 'admin')).toBe(true);
    expect(isRoleWithin('viewer', 'developer')).toBe(true);
  });

  it('gives member management to owners and admins only', () => {
    expect(['owner', 'admin', 'developer', 'viewer'].map((r) => canManageMembers(r as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
