import { HealthResponse, OutboxResponse, SmsOutboxResponse } from './dev';
import { route } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const devPaths = {
  devOutbox: '/dev/outbox',
  devSmsOutbox: '/dev/sms-outbox',
  health: '/health',
} as const;

/** Development and health routes. */
export const devRoutes = {
  devOutbox: route({
    method: 'GET',
    path: devPaths.devOutbox,
    summary: 'Mail kept in the outbox when SMTP is not configured (only with DEV_ROUTES=1, never in production)',
    session: 'none',
    status: 200,
    response: OutboxResponse,
    errors: [],
  }),
  devSmsOutbox: route({
    method: 'GET',
    path: devPaths.devSmsOutbox,
    summary:
      'Text messages kept in the SMS outbox when no gateway is configured (only with DEV_ROUTES=1, never in production)',
    session: 'none',
    status: 200,
    response: SmsOutboxResponse,
    errors: [],
  }),
  health: route({
    method: 'GET',
    path: devPaths.health,
    summary: 'Liveness and database check',
    session: 'none',
    status: 200,
    response: HealthResponse,
    errors: [],
  }),
} as const;
