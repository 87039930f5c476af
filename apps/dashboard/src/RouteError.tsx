import { NotFound, ServerError } from '@meridian/screens';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageNames, usePageTitle } from './page-title';
import { paths } from './paths';

/**
 * What a route shows when it fails: the not-found page for a 404 response, the server-error
 * page for anything else (a page that threw, the API unreachable during a session refresh...),
 * with a retry that reloads the page.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <ServerErrorPage />;
}

export function NotFoundPage() {
  usePageTitle(pageNames.notFound);
  return <NotFound links={{ home: paths.root }} />;
}

function ServerErrorPage() {
  usePageTitle(pageNames.serverError);
  return <ServerError links={{ home: paths.root }} onRetry={() => window.location.reload()} />;
}
