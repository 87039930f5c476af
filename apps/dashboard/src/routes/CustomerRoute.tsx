import { can } from '@meridian/contract';
import { useCustomer, useEraseCustomer } from '@meridian/data';
import { CustomerDetail } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

const toastMessages = defineMessages({
  erased: { id: 'app.customers.erased', defaultMessage: 'The customer’s personal data was erased.' },
});

/**
 * /customers/{id}: a customer, the details they gave and their payments. Owners and admins erase
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
    />
  );
}
