// The notifications consumer's place in the event stream, against two transactions that commit
// out of id order on a real PostgreSQL server (the embedded database runs one transaction at a
// time, so the race cannot happen there). A transaction that took its transaction id first but
// wrote its event second commits first: the consumer reads that event, and must still read the
// other one when it commits, although its id is lower.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consumeNotifications } from '../src/notifications/consumer';
import { confirmedUser, startApi, type TestApi } from './support/harness';
import { createWorkspace } from './support/workspaces';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({}, { consumers: false });
});
afterAll(() => api.close());

describe('the notifications consumer', () => {
  it.runIf(inject('dbDriver') === 'postgres')(
    'reads an event committed after one with a higher id it already read',
    async () => {
      const owner = await confirmedUser(api);
      const company = await createWorkspace(owner.agent, { name: 'Ordo' });
      const consume = () => consumeNotifications(api.app.meridian.database.db, api.clock);
      await consume();

      const [early, late] = [new pg.Client(api.config.databaseUrl!), new pg.Client(api.config.databaseUrl!)];
      await Promise.all([early.connect(), late.connect()]);
      const insert = (client: pg.Client) =>
        client.query<{ id: string }>(
          `INSERT INTO events (company_id, type, object_type, object_id, data, created_at)
         VALUES ($1, 'payment_link.updated', 'payment_link', gen_random_uuid(), '{}', now()) RETURNING id`,
          [company.id],
        );
      try {
        // `early` takes its transaction id first; `late` writes the first event.
        await early.query('BEGIN');
        await early.query('SELECT pg_current_xact_id()');
        await late.query('BEGIN');
        const lower = Number((await insert(late)).rows[0]!.id);
        const higher = Number((await insert(early)).rows[0]!.id);
        expect(higher).toBeGreaterThan(lower);
        // The consumer reads only events whose transaction has ended, across the whole server:
        // another test's open transaction can hold them back for a moment. It runs until its
        // place in the stream is the event given (or gives up after five seconds).
        const reachesEvent = async (id: number) => {
          for (let attempt = 0; attempt < 100; attempt++) {
            await consume();
            const place = await early.query<{ id: string }>(
              "SELECT last_event_id::text AS id FROM event_cursors WHERE consumer = 'notifications'",
            );
            if (Number(place.rows[0]?.id) === id) return id;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          return null;
        };
        await early.query('COMMIT');
        expect(await reachesEvent(higher)).toBe(higher);

        // The lower id, committed last, is read after the higher one: the place moves to it.
        await late.query('COMMIT');
        expect(await reachesEvent(lower)).toBe(lower);
        expect(await consume()).toBe(0);
      } finally {
        await Promise.all([early.end(), late.end()]);
      }
    },
  );
});
