import { apiRoutes, type Company, type CompanySummary } from '@meridian/contract';
import useSWR from 'swr';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useApiClient } from '../swr/DataProvider';
import { companyKeys } from './keys';
import { pickWorkspace, selectWorkspace, useSelectedWorkspaceId } from './selected-workspace';

/** GET /user/companies: the workspaces the user belongs to, with their role in each. */
export async function listUserCompanies(client: ApiClient): Promise<CompanySummary[]> {
  return (await client.call(apiRoutes.userCompanies)).companies;
}

/** GET /company/{id}: one workspace, with its business details and verifications. */
export function getCompany(client: ApiClient, companyId: string): Promise<Company> {
  return client.call(apiRoutes.getCompany, { params: { id: companyId } });
}

/** The user's workspaces; pass `enabled: false` while signed out. */
export function useUserCompanies({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useSWR<CompanySummary[], ApiError>(enabled ? companyKeys.list() : null, () => listUserCompanies(client));
}

/** One workspace; nothing is requested while `companyId` is undefined. */
export function useCompany(companyId: string | null | undefined) {
  const client = useApiClient();
  return useSWR<Company, ApiError>(companyId ? companyKeys.detail(companyId) : null, () =>
    getCompany(client, companyId as string),
  );
}

/**
 * The workspace being shown: the cookie's choice among the user's workspaces, or the first
 * one when the choice is missing or no longer one of theirs. `select` switches workspace.
 */
export function useSelectedWorkspace({ enabled = true }: { enabled?: boolean } = {}) {
  const selectedId = useSelectedWorkspaceId();
  const { data: workspaces, error, isLoading, mutate } = useUserCompanies({ enabled });
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
