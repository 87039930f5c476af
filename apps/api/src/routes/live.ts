/**
 * GET /live: the live channel's WebSocket. The upgrade is answered only for a page of the
 * dashboard (an allowed `Origin`: a browser always sends it on a WebSocket handshake, and a
 * page of another site must not ride the person's cookie) with an active session: valid, its
 * refresh threshold not passed, no step required. Otherwise the handshake gets the API's
 * error answer (403 CSRF_REJECTED, 401 UNAUTHENTICATED or SESSION_EXPIRED, 403
 * ACTION_REQUIRED) and no connection is made. A request that is no WebSocket handshake, or a
 * malformed one (no `Connection: upgrade` with `Upgrade: websocket`, a protocol version other
 * than 8 or 13, a key that is not 16 bytes in base64, a Sec-WebSocket-Protocol that is no list
 * of names), gets 400 BAD_REQUEST in the same format, before anything else is read.
 *
 * Node hands every request that asks for an upgrade (`Connection: upgrade` and an `Upgrade`
 * header), whatever its method and path, to the WebSocket plugin, on a connection Node no
 * longer reads nor times out: left open after the answer, it stayed open for good, even once
 * the client had gone, and kept the server from closing. So an upgrade asked anywhere but
 * GET /live is refused with 400 BAD_REQUEST (its body, if any, was never read), and every
 * upgrade answered without opening a WebSocket closes its connection.
 */
import websocket from '@fastify/websocket';
import { LIVE_PATH, SESSION_REFRESH_LEAD_MS } from '@meridian/contract';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import type { LiveCaller, LiveHub } from '../live/hub';

/** The most a client's frame may weigh: a heartbeat is four bytes. */
export const MAX_FRAME_BYTES = 1024;

/** What the WebSocket server accepts of a handshake (RFC 6455, and draft version 8). */
const HANDSHAKE_KEY = /^[A-Za-z0-9+/]{22}==$/;
const HANDSHAKE_VERSIONS = new Set(['8', '13']);
/** Subprotocol names, comma-separated (RFC 6455 4.1: tokens of RFC 7230), as ws parses them. */
const PROTOCOL_LIST = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+(?:[ \t]*,[ \t]*[!#$%&'*+\-.^_`|~0-9A-Za-z]+)*$/;

/** Whether Node handed the request's connection over for an upgrade (to the WebSocket plugin). */
function asksUpgrade(request: FastifyRequest): boolean {
  return (request.raw as IncomingMessage & { upgrade?: boolean }).upgrade === true;
}

function handshakeProblem(request: FastifyRequest): string | undefined {
  const {
    upgrade,
    'sec-websocket-version': version,
    'sec-websocket-key': key,
    'sec-websocket-protocol': protocols,
  } = request.headers;
  // Without `Connection: upgrade` Node reads it as a plain request, which the plugin answers an empty 404.
  if (!asksUpgrade(request) || upgrade?.toLowerCase() !== 'websocket')
    return 'The live channel opens with a WebSocket handshake.';
  if (typeof version !== 'string' || !HANDSHAKE_VERSIONS.has(version))
    return 'The WebSocket handshake needs Sec-WebSocket-Version 13.';
  if (typeof key !== 'string' || !HANDSHAKE_KEY.test(key))
    return 'The WebSocket handshake needs a Sec-WebSocket-Key of 16 bytes in base64.';
  // ws would refuse these itself, with a 400 of its own in plain text.
  if (protocols !== undefined) {
    const names = protocols.split(',').map((name) => name.trim());
    if (!PROTOCOL_LIST.test(protocols) || new Set(names).size !== names.length)
      return 'Sec-WebSocket-Protocol must be a list of distinct subprotocol names.';
  }
  return undefined;
}

export async function registerLiveRoute(app: FastifyInstance, hub: LiveHub, context: AppContext): Promise<void> {
  const allowed = new Set(context.config.allowedOrigins);
  // On the whole server: the plugin receives every upgrade, not only its own route's. Callback
  // hooks, not async ones: they run on every request and cost no promise when nothing is upgraded.
  app.addHook('onRequest', (request, _reply, done) => {
    if (asksUpgrade(request) && !(request.method === 'GET' && request.routeOptions.url === LIVE_PATH)) {
      done(new ApiError('BAD_REQUEST', { message: `Only GET ${LIVE_PATH} takes an upgrade.` }));
      return;
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (asksUpgrade(request)) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (asksUpgrade(request)) request.raw.socket.destroy();
    done();
  });
  // In a scope of its own: the plugin wraps the handler of every route declared after it.
  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: MAX_FRAME_BYTES },
      preClose(done) {
        hub.closeAll();
        done();
      },
    });
    const callers = new WeakMap<FastifyRequest, LiveCaller>();
    scope.get(
      LIVE_PATH,
      {
        websocket: true,
        preValidation: async (request, reply) => {
          const problem = handshakeProblem(request);
          if (problem) throw new ApiError('BAD_REQUEST', { message: problem });
          const origin = request.headers.origin;
          if (origin === undefined || !allowed.has(origin)) {
            request.log.warn({ origin }, 'live channel: handshake from another origin refused');
            throw new ApiError('CSRF_REJECTED');
          }
          const { session, user } = await context.sessions.requireAccount(request, reply, 'active');
          // Past the threshold the client refreshes the session first, then connects.
          if (session.accessExpiresAt.getTime() - SESSION_REFRESH_LEAD_MS <= context.config.clock.now().getTime()) {
            throw new ApiError('SESSION_EXPIRED');
          }
          callers.set(request, { userId: user.id, familyId: session.familyId });
        },
      },
      (socket, request) => {
        const caller = callers.get(request);
        if (!caller) {
          socket.close(1011, 'not authenticated');
          return;
        }
        hub.add(socket, caller);
      },
    );
  });
}
