import { HealthResponse, OutboxResponse, SmsOutboxResponse } from './dev';
import { ApiPath, route } from './route-definition';

/** Development and health routes. */
export const devRoutes = {
  devOutbox: route({
    method: 'GET',
    path: ApiPath.devOutbox,
    summary: 'Mail kept in the outbox when SMTP is not configured (only with DEV_ROUTES=1, never in production)',
    session: 'none',
    status: 200,
    response: OutboxResponse,
    errors: [],
  }),
  devSmsOutbox: route({
    method: 'GET',
    path: ApiPath.devSmsOutbox,
    summary:
      'Text messages kept in the SMS outbox when no gateway is configured (only with DEV_ROUTES=1, never in production)',
    session: 'none',
    status: 200,
    response: SmsOutboxResponse,
    errors: [],
  }),
  health: route({
    method: 'GET',
    path: ApiPath.health,
    summary: 'Liveness and database check',
    session: 'none',
    status: 200,
    response: HealthResponse,
    errors: [],
  }),
} as const;
