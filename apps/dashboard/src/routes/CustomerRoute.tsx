import { can } from '@meridian/contract';
import { useCustomer, useEraseCustomer } from '@meridian/data';
import { CustomerDetail } from '@meridian/screens';
import { useToast, messagesIn } from '@meridian/ui';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { paths, paymentPaths } from '../paths';
import { priceOf } from '../payments/refund-price';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

const toastMessages = messagesIn('app.customers', {
  erased: 'The customer’s personal data was erased.',
});

/**
 * /customers/{id}: a customer, the details they gave, their payments and the refunds of those
 * payments, each linked to its payment's page (which leads back here). Owners and admins erase
 * the personal data on request, after a confirmation; the page then returns to the list.
 */
export default function CustomerRoute() {
  usePageTitle(pageNames.customer);
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { customerId = '' } = useParams();
  const { workspace } = useWorkspaceContext();
  const customer = useCustomer(workspace.id, customerId);
  const erase = useEraseCustomer(workspace.id);
  const paymentHref = (paymentId: string) => paymentPaths.detail(paymentId, { customerId });
  const refunds = (customer.data?.refunds ?? []).map((refund) => ({
    id: refund.id,
    createdAt: new Date(refund.createdAt),
    state: refund.state,
    amount: { units: refund.amount, decimals: refund.token.decimals, symbol: refund.token.symbol },
    price: priceOf(refund.priceAmount, refund.currency),
    paymentHref: paymentHref(refund.paymentId),
  }));

  const onErase = async () => {
    await erase.trigger(customerId);
    toast.success(intl.formatMessage(toastMessages.erased));
    void navigate(paths.customers, { replace: true });
  };

  return (
    <CustomerDetail
      detail={customer.data}
      isLoading={customer.isLoading}
      error={customer.error && !customer.data ? 'loadFailed' : undefined}
      onRetry={() => void customer.mutate()}
      backHref={paths.customers}
      canErase={can(workspace.role, 'manageCustomers')}
      onErase={() => onErase().catch(() => undefined)}
      eraseError={erase.error !== undefined}
      paymentHref={(payment) => (payment.paymentId ? paymentHref(payment.paymentId) : undefined)}
      refunds={refunds}
    />
  );
}
