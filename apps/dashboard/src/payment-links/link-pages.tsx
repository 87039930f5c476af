import { can, type CompanySummary } from '@meridian/contract';
import { useBilling, useWallets } from '@meridian/data';
import { useToast, messagesIn } from '@meridian/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { linkPaths, paths } from '../paths';
import { useStepAddress } from '../step-address';
import { payoutWallets } from './link-forms';

export const linkMessages = messagesIn('app.paymentLinks', {
  notAllowed: 'Only owners, admins and developers can create or change payment links.',
  created: 'Payment link created',
  saved: 'Payment link saved',
});

/**
 * What every link form page shares: whether the caller may create and edit links (anyone else
 * is told so and taken back to the list), the workspace's payout wallets, and where to add one
 * (for those who may), and billing's rate snapshot, with which the forms compare amounts in any
 * currency with the tier's caps (US dollars) and say the caps in the workspace's currency too
 * (until it loads, or without a rate, the API alone compares).
 */
export function useLinkFormPage(workspace: CompanySummary) {
  const allowed = can(workspace.role, 'manageLinks');
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const wallets = useWallets(workspace.id, { enabled: allowed });
  const billing = useBilling(workspace.id, { enabled: allowed });
  const { leave, ...stepAddress } = useStepAddress<string>();

  useEffect(() => {
    if (allowed) return;
    toast.info(intl.formatMessage(linkMessages.notAllowed));
    void navigate(linkPaths.list, { replace: true });
  }, [allowed, intl, navigate, toast]);

  return {
    workspace,
    allowed,
    walletsLoading: wallets.isLoading,
    /** What every link form takes from the page, with the state of its request. */
    formProps: (isMutating: boolean) => ({
      wallets: payoutWallets(wallets.data),
      tier: workspace.tier,
      currency: workspace.currency,
      usdPerUnit: billing.data?.limit.usdPerUnit ?? undefined,
      verificationHref: paths.verification,
      addWalletHref: can(workspace.role, 'manageWallets') ? paths.wallets : undefined,
      cancelHref: linkPaths.list,
      status: isMutating ? ('submitting' as const) : ('idle' as const),
      // Each step of the form has its address: Back steps back, a reload stays on the step.
      ...stepAddress,
    }),
    /** Back to the list once saved, with a toast; the form leaves the history. */
    done: (message: 'created' | 'saved') => {
      toast.success(intl.formatMessage(linkMessages[message]));
      void leave(linkPaths.list);
    },
    /**
     * A new link's page, to share it at once (URL, copy, QR code, the checkout), with a toast;
     * the form leaves the history, so that back leads to the list.
     */
    created: (linkId: string) => {
      toast.success(intl.formatMessage(linkMessages.created));
      void leave(linkPaths.payments(linkId));
    },
    /** Where a form goes once done, its steps out of the history (back leads to the list). */
    leave,
  };
}
