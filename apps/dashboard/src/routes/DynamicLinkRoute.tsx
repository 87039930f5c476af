import { usePaymentLink } from '@meridian/data';
import { DynamicLinkView } from '@meridian/screens';
import { Navigate, useParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { linkPaths } from '../paths';
import { dynamicLinkDetails } from '../payment-links/link-forms';
import { NotFoundPage } from '../RouteError';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';
import { ContentLoading } from '../workspace/ContentLoading';

/**
 * /payment-links/dynamic/:id: a dynamic link, its recipient and amount, and its URL to share
 * (with a QR code) while its one payment is awaited. Every member may open it.
 */
export default function DynamicLinkRoute() {
  usePageTitle(pageNames.dynamicLink);
  const { id = '' } = useParams();
  const { workspace } = useWorkspaceContext();
  const link = usePaymentLink(workspace.id, id);
  if (link.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  if (!link.data) return <ContentLoading />;
  if (link.data.type !== 'dynamic') return <Navigate to={linkPaths.edit(id)} replace />;
  return (
    <DynamicLinkView
      link={dynamicLinkDetails(link.data)}
      payment={{ state: 'pending' }}
      backHref={linkPaths.list}
      createHref={linkPaths.newDynamic}
    />
  );
}
