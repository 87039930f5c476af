// The workspace's event stream as a test reads it (GET /events).
import { apiRoutes, EventListResponse } from '@meridian/contract';
import { create } from 'superstruct';
import { eventually } from './eventually';
import type { Agent } from './harness';

type StreamEvent = EventListResponse['events'][number];

/**
 * The workspace's events, newest first (of `type` when given), once `ready` holds for them (by
 * default: at least one). The list shows an event once every transaction that began before it
 * has ended (the stream's commit order); on a PostgreSQL server that other test files share, one
 * of their transactions can hold a new event back for a moment, so a test waits for what it
 * expects instead of reading once.
 */
export async function listedEvents(
  agent: Agent,
  companyId: string,
  { type, ready = (events) => events.length > 0 }: { type?: string; ready?: (events: StreamEvent[]) => boolean } = {},
): Promise<StreamEvent[]> {
  const query = new URLSearchParams({ companyId, limit: '100', ...(type ? { type } : {}) });
  return eventually(async () => {
    const response = await agent.get(`${apiRoutes.listEvents.path}?${query}`);
    if (response.status !== 200) throw new Error(`events: ${response.status} ${JSON.stringify(response.body)}`);
    return create(response.body, EventListResponse).events;
  }, ready);
}
