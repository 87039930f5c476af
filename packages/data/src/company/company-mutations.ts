import {
  apiRoutes,
  type Company,
  type CreateCompanyRequest,
  type DomainCheckResponse,
  type EmailLinkSentResponse,
  type UpdateCompanyRequest,
} from '@meridian/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useApiClient } from '../swr/DataProvider';
import { companyKeys } from './keys';
import { selectWorkspace } from './selected-workspace';
import { ensureWorkspaceCookie } from './session-cookies';

/** POST /company: creates a workspace; the caller becomes its owner. */
export function createCompany(client: ApiClient, body: CreateCompanyRequest): Promise<Company> {
  return client.call(apiRoutes.createCompany, { body });
}

/** PATCH /company/{id}: only the fields sent change; empty strings and `null` clear a field. */
export function updateCompany(client: ApiClient, companyId: string, body: UpdateCompanyRequest): Promise<Company> {
  return client.call(apiRoutes.updateCompany, { params: { id: companyId }, body });
}

/** POST /company/{id}/send-email-verification-link: mails a link to the saved company e-mail. */
export function sendEmailVerificationLink(client: ApiClient, companyId: string): Promise<EmailLinkSentResponse> {
  return client.call(apiRoutes.sendEmailVerificationLink, { params: { id: companyId }, body: {} });
}

/** POST /company/{id}/verify-email/{token}: the landing page of the mailed link. */
export function verifyEmail(client: ApiClient, companyId: string, token: string): Promise<Company> {
  return client.call(apiRoutes.verifyEmail, { params: { id: companyId, token }, body: {} });
}

/** POST /company/{id}/verify-domain-name: looks for the TXT record now and records the outcome. */
export function verifyDomainName(client: ApiClient, companyId: string): Promise<DomainCheckResponse> {
  return client.call(apiRoutes.verifyDomainName, { params: { id: companyId }, body: {} });
}

/**
 * Creates a workspace. Afterwards it is cached, selected (the API selects it too), the list of
 * workspaces reloads, and the session cookies name it, so the guard lets the person through.
 * Rejects with an `ApiError` (`VALIDATION_FAILED` with field details...).
 */
export function useCreateCompany() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<Company, ApiError, readonly string[], CreateCompanyRequest>(
    companyKeys.mutation('create'),
    async (_key, { arg }) => {
      const company = await createCompany(client, arg);
      await ensureWorkspaceCookie(client, company.id);
      selectWorkspace(company.id);
      await mutate(companyKeys.detail(company.id), company, { revalidate: false });
      void mutate(companyKeys.list());
      return company;
    },
  );
}

/** Saves a workspace's details; the cached workspace becomes the answer and the list reloads (names). */
export function useUpdateCompany(companyId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<Company, ApiError, readonly string[], UpdateCompanyRequest>(
    companyKeys.mutation('update', companyId),
    async (_key, { arg }) => {
      const company = await updateCompany(client, companyId, arg);
      await mutate(companyKeys.detail(companyId), company, { revalidate: false });
      void mutate(companyKeys.list());
      return company;
    },
  );
}

/** Sends the company e-mail verification link; the cached workspace records when it went. */
export function useSendEmailVerificationLink(companyId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<EmailLinkSentResponse, ApiError, readonly string[], void>(
    companyKeys.mutation('send-email-link', companyId),
    async () => {
      const sent = await sendEmailVerificationLink(client, companyId);
      await mutate<Company>(
        companyKeys.detail(companyId),
        (company) =>
          company?.emailVerification
            ? { ...company, emailVerification: { ...company.emailVerification, lastSentAt: sent.sentAt } }
            : company,
        { revalidate: false },
      );
      return sent;
    },
  );
}

/** Verifies the company e-mail with a link's token; the workspace and the list reload. */
export function useVerifyEmail() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<Company, ApiError, readonly string[], { companyId: string; token: string }>(
    companyKeys.mutation('verify-email'),
    async (_key, { arg }) => {
      const company = await verifyEmail(client, arg.companyId, arg.token);
      await mutate(companyKeys.detail(arg.companyId), company, { revalidate: false });
      void mutate(companyKeys.list());
      return company;
    },
  );
}

/**
 * Checks the domain's TXT record. The answer (verified or not, with the last check) replaces
 * the cached verification; the workspace and the list reload, since a verified domain raises
 * the tier.
 */
export function useVerifyDomainName(companyId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<DomainCheckResponse, ApiError, readonly string[], void>(
    companyKeys.mutation('verify-domain', companyId),
    async () => {
      const check = await verifyDomainName(client, companyId);
      await mutate<Company>(
        companyKeys.detail(companyId),
        (company) => (company ? { ...company, domainVerification: check } : company),
        { revalidate: check.verified },
      );
      if (check.verified) void mutate(companyKeys.list());
      return check;
    },
  );
}
