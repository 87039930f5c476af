import { NotFoundPage } from '../RouteError';

/** Any path no route knows. */
export default NotFoundPage;
