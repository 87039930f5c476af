import { companyRoutes, type Company, type EmailLinkSentResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { companyKeys } from './keys';

/** POST /company/{id}/send-email-verification-link: mails a link to the saved company e-mail. */
export function sendEmailVerificationLink(client: ApiClient, companyId: string): Promise<EmailLinkSentResponse> {
  return client.call(companyRoutes.sendEmailVerificationLink, { params: { id: companyId }, body: {} });
}

/** Sends the company e-mail verification link; the cached workspace records when it went. */
export function useSendEmailVerificationLink(companyId: string) {
  return useApiMutation<EmailLinkSentResponse, void>(companyKeys.mutation('send-email-link', companyId), {
    request: (client) => sendEmailVerificationLink(client, companyId),
    onSuccess: (sent, _arg, { mutate }) =>
      mutate<Company>(
        companyKeys.detail(companyId),
        (company) =>
          company?.emailVerification
            ? { ...company, emailVerification: { ...company.emailVerification, lastSentAt: sent.sentAt } }
            : company,
        { revalidate: false },
      ),
  });
}
