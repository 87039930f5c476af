import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChangePassword } from '../auth/change-password-mutation';
import { useConfirmCode } from '../auth/confirm-code-mutation';
import { useForgotPassword } from '../auth/forgot-password-mutation';
import { useLogin } from '../auth/login-mutation';
import { useLogout } from '../auth/logout-mutation';
import { useResendCode } from '../auth/resend-code-mutation';
import { useSignup } from '../auth/signup-mutation';
import { useOpenCheckoutSession } from '../checkout/checkout-session-open-mutation';
import { useSubmitCheckoutTransaction } from '../checkout/checkout-transaction-submit-mutation';
import { isApiError } from '../client/api-error';
import { useCreateCompany } from '../company/company-create-mutation';
import { useVerifyDomainName } from '../company/company-domain-verify-mutation';
import { useSendEmailVerificationLink } from '../company/company-email-link-send-mutation';
import { useVerifyEmail } from '../company/company-email-verify-mutation';
import { useUpdateCompany } from '../company/company-update-mutation';
import { useAcceptInvite } from '../invites/invite-accept-mutation';
import { useRefuseInvite } from '../invites/invite-refuse-mutation';
import { useCreateInvite } from '../members/member-invite-create-mutation';
import { useRescindInvite } from '../members/member-invite-rescind-mutation';
import { useRemoveMember } from '../members/member-remove-mutation';
import { useSetPrivilege } from '../members/member-set-privilege-mutation';
import { useUpdateNotificationPreference } from '../notifications/notification-preference-update-mutation';
import { useAssignPayment } from '../payments/payment-assign-mutation';
import { useSubmitRefundAddress } from '../refunds/refund-address-submit-mutation';
import { useCancelRefund } from '../refunds/refund-cancel-mutation';
import { useCreateRefund } from '../refunds/refund-create-mutation';
import { useCreateRefundPayerLink } from '../refunds/refund-payer-link-mutation';
import { useMarkRefundSent } from '../refunds/refund-sent-mutation';
import { useEraseCustomer } from '../customers/customer-erase-mutation';
import { useCreateWebhookEndpoint } from '../webhooks/webhook-create-mutation';
import { useRedeliverWebhook } from '../webhooks/webhook-redeliver-mutation';
import { useRemoveWebhookEndpoint } from '../webhooks/webhook-remove-mutation';
import { useReplayWebhooks } from '../webhooks/webhook-replay-mutation';
import { useRotateWebhookSecret } from '../webhooks/webhook-rotate-mutation';
import { useSendPendingWebhooks } from '../webhooks/webhook-send-pending-mutation';
import { useSendWebhookTest } from '../webhooks/webhook-test-mutation';
import { useUpdateWebhookEndpoint } from '../webhooks/webhook-update-mutation';
import { dataWrapper, exampleSignup, minute, sessionIssued, withFakeApi } from '../test/fake-api';
import { lumen } from '../test/workspaces';
import { useSendPhoneCode } from '../user/user-phone-code-send-mutation';
import { useVerifyPhone } from '../user/user-phone-verify-mutation';
import { useUploadProfileImage } from '../user/user-profile-image-upload-mutation';
import { useUpdateInfoSettings } from '../user/user-settings-update-mutation';
import { useRefreshStorageLinks } from '../user/user-storage-links-refresh-mutation';

const api = withFakeApi();

const wrapper = dataWrapper(api);

const id = lumen.id;
const memberId = '55555555-5555-4555-8555-555555555555';
const inviteId = '33333333-3333-4333-8333-333333333333';
const checkoutSessionId = '66666666-6666-4666-8666-666666666666';

/** A mutation hook with the argument of one call, as a screen holds it. */
interface Case {
  isMutating: boolean;
  error?: unknown;
  run: () => Promise<unknown>;
}

function bound<Arg>(
  mutation: { isMutating: boolean; error?: unknown; trigger: (arg: Arg) => Promise<unknown> },
  arg: Arg,
) {
  return { isMutating: mutation.isMutating, error: mutation.error, run: () => mutation.trigger(arg) };
}

const mutations: [string, string, () => Case][] = [
  ['login', 'POST /auth/login', () => bound(useLogin(), { username: 'ada', password: 'analytical-engine' })],
  ['signup', 'POST /auth/signup', () => bound(useSignup(), exampleSignup)],
  ['confirm-code', 'POST /auth/confirm-code-verification', () => bound(useConfirmCode(), { code: '042917' })],
  ['resend-code', 'POST /auth/resend-code-verification', () => bound(useResendCode(), { username: 'ada' })],
  [
    'forgot-password',
    'POST /auth/forgot-password-reinitialization',
    () => bound(useForgotPassword(), { email: 'ada@example.com' }),
  ],
  [
    'change-password',
    'POST /auth/change-password',
    () => bound(useChangePassword(), { currentPassword: 'analytical-engine', newPassword: 'difference-engine-2' }),
  ],
  ['logout', 'POST /auth/logout', () => bound(useLogout(), undefined)],
  ['info-settings', 'PATCH /user/info-settings', () => bound(useUpdateInfoSettings(), { name: 'Ada' })],
  [
    'upload-profile-image',
    'POST /user/upload-profile-image',
    () => bound(useUploadProfileImage(), new Blob([new Uint8Array(16)], { type: 'image/png' })),
  ],
  ['refresh-storage-links', 'GET /user/refresh-storage-links', () => bound(useRefreshStorageLinks(), undefined)],
  ['send-phone-code', 'POST /user/phone/send-code', () => bound(useSendPhoneCode(), { phone: '+351912345678' })],
  [
    'verify-phone',
    'POST /user/phone/verify',
    () => bound(useVerifyPhone(), { phone: '+351912345678', code: '042917' }),
  ],
  [
    'create company',
    'POST /company',
    () =>
      bound(useCreateCompany(), {
        name: 'Lumen',
        size: '1-10',
        country: 'PT',
        useCases: ['donations'],
        phone: '+351912345678',
      }),
  ],
  ['update company', `PATCH /company/${id}`, () => bound(useUpdateCompany(id), { legalName: 'Lumen Lda' })],
  [
    'send-email-link',
    `POST /company/${id}/send-email-verification-link`,
    () => bound(useSendEmailVerificationLink(id), undefined),
  ],
  [
    'verify-email',
    `POST /company/${id}/verify-email/t0ken`,
    () => bound(useVerifyEmail(), { companyId: id, token: 't0ken' }),
  ],
  ['verify-domain', `POST /company/${id}/verify-domain-name`, () => bound(useVerifyDomainName(id), undefined)],
  [
    'set-privilege',
    `PATCH /company/${id}/members/set-privilege`,
    () => bound(useSetPrivilege(id), { memberId, privilege: 'admin' }),
  ],
  ['remove member', `DELETE /company/${id}/members/${memberId}`, () => bound(useRemoveMember(id), memberId)],
  [
    'invite',
    `POST /company/${id}/members/invites`,
    () => bound(useCreateInvite(id), { email: 'bob@example.com', privilege: 'viewer' }),
  ],
  [
    'rescind',
    `PATCH /company/${id}/members/invites/rescind`,
    () => bound(useRescindInvite(id), { email: 'bob@example.com' }),
  ],
  ['accept invite', 'PATCH /company/invites/accept', () => bound(useAcceptInvite(), inviteId)],
  ['refuse invite', 'PATCH /company/invites/refuse', () => bound(useRefuseInvite(), inviteId)],
  [
    'set a notification e-mail choice',
    'PATCH /user/notification-preferences',
    () => bound(useUpdateNotificationPreference(), { type: 'payment_received', email: true }),
  ],
  [
    'open a checkout session',
    'POST /checkout/k3v9QmTx2bLp8RwZ/sessions',
    () => bound(useOpenCheckoutSession('k3v9QmTx2bLp8RwZ'), { token: 'DEV' }),
  ],
  [
    'submit a checkout transaction',
    `POST /checkout-session/${checkoutSessionId}/transaction`,
    () => bound(useSubmitCheckoutTransaction(checkoutSessionId), `0x${'ab'.repeat(32)}`),
  ],
  [
    'assign payment',
    `POST /payments/${memberId}/assign`,
    () => bound(useAssignPayment(id), { paymentId: memberId, sessionId: inviteId }),
  ],
  [
    'create a refund',
    `POST /payments/${memberId}/refunds`,
    () => bound(useCreateRefund(id), { paymentId: memberId, body: { amount: '10' } }),
  ],
  ['cancel a refund', `POST /refunds/${memberId}/cancel`, () => bound(useCancelRefund(id), memberId)],
  [
    'record a refund’s transfer',
    `POST /refunds/${memberId}/sent`,
    () => bound(useMarkRefundSent(id), { refundId: memberId, txHash: `0x${'ab'.repeat(32)}` }),
  ],
  ['make a payer’s link', `POST /refunds/${memberId}/payer-link`, () => bound(useCreateRefundPayerLink(id), memberId)],
  [
    'give a refund address',
    'POST /refund-request/Xq3v9QmTx2bLp8RwZk4Nc1/address',
    () => bound(useSubmitRefundAddress('Xq3v9QmTx2bLp8RwZk4Nc1'), '0x6B175474E89094C44Da98b954EedeAC495271d0F'),
  ],
  [
    'create webhook endpoint',
    `POST /company/${id}/webhooks`,
    () =>
      bound(useCreateWebhookEndpoint(id), {
        url: 'https://shop.example/hooks',
        eventTypes: ['checkout.paid'],
        mode: 'test',
      }),
  ],
  [
    'disable webhook endpoint',
    `PATCH /company/${id}/webhooks/${memberId}`,
    () => bound(useUpdateWebhookEndpoint(id), { endpointId: memberId, change: { enabled: false } }),
  ],
  [
    'remove webhook endpoint',
    `DELETE /company/${id}/webhooks/${memberId}`,
    () => bound(useRemoveWebhookEndpoint(id), memberId),
  ],
  [
    'rotate webhook secret',
    `POST /company/${id}/webhooks/${memberId}/rotate-secret`,
    () => bound(useRotateWebhookSecret(id), memberId),
  ],
  ['send webhook test', `POST /company/${id}/webhooks/${memberId}/test`, () => bound(useSendWebhookTest(id), memberId)],
  [
    'replay webhooks',
    `POST /company/${id}/webhooks/${memberId}/replay`,
    () => bound(useReplayWebhooks(id), { endpointId: memberId, since: '2026-06-15T00:00:00.000Z' }),
  ],
  [
    'send pending webhooks',
    `POST /company/${id}/webhooks/${memberId}/send-pending`,
    () => bound(useSendPendingWebhooks(id), memberId),
  ],
  [
    'redeliver webhook',
    `POST /company/${id}/webhooks/${memberId}/deliveries/${inviteId}/redeliver`,
    () => bound(useRedeliverWebhook(id), { endpointId: memberId, deliveryId: inviteId }),
  ],
  ['erase customer', `DELETE /company/${id}/customers/${memberId}`, () => bound(useEraseCustomer(id), memberId)],
];

describe('every mutation hook', () => {
  it.each(mutations)(
    '%s is pending while its request runs, then rejects with the API error and keeps it',
    async (_name, route, useCase) => {
      sessionIssued(minute);
      // The fake API answers the contract's 404 to every route not set.
      const { result } = renderHook(useCase, { wrapper });
      expect(result.current.isMutating).toBe(false);
      let settled: Promise<unknown> | undefined;
      act(() => {
        settled = result.current.run().catch((error: unknown) => error);
      });
      await waitFor(() => expect(result.current.isMutating).toBe(true));
      const error = await act(() => settled);
      expect(isApiError(error) && error.code).toBe('NOT_FOUND');
      expect(result.current.isMutating).toBe(false);
      expect(result.current.error).toBe(error);
      expect(api.current.hits).toEqual([route]);
    },
  );
});
