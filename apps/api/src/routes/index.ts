import { authRoutes } from './auth';
import { companyRoutes } from './company';
import type { ServerRoute } from './define';
import { systemRoutes } from './system';
import { userRoutes } from './user';

/** The route table: registration and /openapi.json both read it. */
export const serverRoutes: readonly ServerRoute[] = [...authRoutes, ...userRoutes, ...companyRoutes, ...systemRoutes];
