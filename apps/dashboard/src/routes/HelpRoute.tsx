import { useCompanyOnramp } from '@meridian/data';
import { Help } from '@meridian/screens';
import { useSearchParams } from 'react-router';
import { supportChatUrl, supportEmail, testNetwork } from '../config';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/**
 * /help: the help center. The search is kept in the address (`?q=`), so a search can be shared
 * or reopened. Live chat opens the chat provider's page when one is configured (`supportChatUrl`);
 * until then the live chat option says to email support. The guides name the network test links
 * are paid on (`testNetwork`), and the card and bank transfer provider with the countries it serves.
 */
export default function HelpRoute() {
  usePageTitle(pageNames.help);
  const [params, setParams] = useSearchParams();
  const { workspace } = useWorkspaceContext();
  const onramp = useCompanyOnramp(workspace.id).data;
  return (
    <Help
      links={{
        businessDetails: paths.businessDetails,
        members: paths.members,
        verification: paths.verification,
        wallets: paths.wallets,
        paymentLinks: paths.paymentLinks,
        account: paths.account,
        apiKeys: paths.apiKeys,
        webhooks: paths.webhooks,
        wooCommerce: paths.woocommerce,
        squarespace: paths.squarespace,
        billing: paths.billing,
      }}
      supportEmail={supportEmail}
      onStartChat={supportChatUrl ? () => window.open(supportChatUrl, '_blank', 'noopener,noreferrer') : undefined}
      testNetwork={testNetwork}
      onramp={onramp?.provider ? { provider: onramp.provider.name, countries: onramp.countries } : null}
      defaultQuery={params.get('q') ?? ''}
      onQueryChange={(query) => setParams(query ? { q: query } : {}, { replace: true })}
    />
  );
}
