import { can } from '@meridian/contract';
import { WooCommerce } from '@meridian/screens';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/**
 * /integrations/woocommerce: the steps of pairing the WordPress plugin. The plugin and its
 * pairing are not built yet, so the page shows the Instructions state and says they are coming.
 */
export default function WooCommerceRoute() {
  usePageTitle(pageNames.woocommerce);
  const { workspace } = useWorkspaceContext();
  return (
    <WooCommerce
      state="instructions"
      coming
      canManage={can(workspace.role, 'manageDeveloper')}
      pluginHref={paths.woocommerce}
      backHref={paths.integrations}
    />
  );
}
