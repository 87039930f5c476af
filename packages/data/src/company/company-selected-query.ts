import type { QueryOptions } from '../swr/api-query';
import { useUserCompanies } from './companies-list-query';
import { pickWorkspace, selectWorkspace, useSelectedWorkspaceId } from './selected-workspace';

/**
 * The workspace being shown: the cookie's choice among the user's workspaces, or the first
 * one when the choice is missing or no longer one of theirs. `select` switches workspace.
 * Pass `enabled: false` while signed out.
 */
export function useSelectedWorkspace(options?: QueryOptions) {
  const selectedId = useSelectedWorkspaceId();
  const { data: workspaces, error, isLoading, mutate } = useUserCompanies(options);
  const workspace = workspaces ? pickWorkspace(workspaces, selectedId) : undefined;
  return {
    /** The workspace to show; undefined while loading or when the user has none. */
    workspace,
    /** Every workspace of the user, once loaded. */
    workspaces,
    /** What the cookie says, which may name a workspace the user left. */
    selectedId,
    error,
    isLoading,
    /** Reloads the list (member counts, roles, names). */
    reload: () => mutate(),
    select: selectWorkspace,
  };
}
