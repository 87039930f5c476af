import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { API_KEY_LIMITS, ApiPath, ENVIRONMENTS, type Environment, type RouteLimit } from '@meridian/contract';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { destination as logDestination } from 'pino';
import type { PublicClient } from 'viem';
import { SessionService } from './accounts/sessions';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/database';
import { createDnsResolver } from './dns';
import { migrate } from './db/migrate';
import { ApiError, clientError, frameworkError, installErrorHandlers } from './http/errors';
import { registerMultipartScope } from './http/multipart';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { buildOpenApi, publicOpenApi } from './openapi';
import { addQuotaHeaders, claimAddressLimit, installQuotaHeaders } from './http/quota-headers';
import { createChainClient } from './chain/rpc';
import { rateSources } from './payments/rate-sources';
import { RateService, sandboxSource } from './payments/rates';
import { ChainWatcher } from './payments/watcher';
import { NotificationConsumer } from './notifications/consumer';
import { sealStoredSecrets } from './webhooks/secrets';
import { WebhookWorker } from './webhooks/worker';
import { StoreOrderConsumer } from './integrations/squarespace-orders';
import { LiveHub } from './live/hub';
import { registerIdentitySandboxRoutes } from './routes/identity-sandbox';
import { registerOnrampSandbox, registerOnrampWebhook } from './routes/onramp-pages';
import { openOnramp } from './onramp/open';
import { registerLiveRoute } from './routes/live';
import { serverRoutes } from './routes';
import type { ServerRoute } from './routes/define';
import { installApiKeyBoundary, installCsrfCheck, PUBLIC_API_PREFIX } from './security/csrf';
import { disabledSender, gatewaySender, outboxSender } from './sms/sender';
import { keptSecret } from './security/kept-secret';
import { openStorage } from './storage';
import { registerStorageRoute } from './routes/storage';
import { httpIdentityProvider } from './verification/provider';
import { publicApiBase } from './verification/requests';
import { registerVerificationRoutes } from './routes/verification-pages';
import { sandboxIdentityProvider } from './verification/sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    meridian: AppContext;
    /** The notifications consumer of the event stream (null when consumers are off). */
    notificationConsumer: NotificationConsumer | null;
    /** The webhooks consumer of the event stream and the sender of deliveries (null when consumers are off). */
    webhookWorker: WebhookWorker | null;
    /** The store-orders consumer of the event stream (Squarespace orders; null when consumers are off). */
    storeOrderConsumer: StoreOrderConsumer | null;
    /** The live channel's connections in this process (GET /live). */
    live: LiveHub;
  }
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The log's lines are gathered and written to standard output together: once 4 KiB are waiting
 * (some twenty request lines), at the latest every 200 ms, and at once when the server closes
 * or the process exits. One write per line handed each line to libuv's thread pool, a thread
 * switch and a wake-up of the event loop per request, the largest cost a request paid beyond
 * its route's own work.
 */
export const LOG_BATCH_BYTES = 4096;
export const LOG_FLUSH_MS = 200;

/** How deep a JSON body may nest arrays and objects; the contract's deepest body needs 4. */
export const JSON_DEPTH_MAX = 32;

/** The deepest nesting of arrays and objects in JSON text (brackets inside strings aside). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}
const API_VERSION = '0.1.0';

/** The headers of every answer: its request's id, no caching, no sniffing, no framing. */
function answerHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  // Signed storage links set their own (private) caching.
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  reply.header('x-content-type-options', 'nosniff');
  // No answer of the API is a page to frame (stored pictures included).
  reply.header('x-frame-options', 'DENY');
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  }
}

/** A listening address as a client reaches it: the wildcard addresses become loopback. */
function loopbackOr(address: string, loopback: string): string {
  return address === '0.0.0.0' || address === '::' ? loopback : address;
}

/** Where this server is reached on loopback once it listens (`http://127.0.0.1:<port>`). */
function loopbackBase(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address !== 'object') return null;
  const host =
    address.family === 'IPv6' ? `[${loopbackOr(address.address, '::1')}]` : loopbackOr(address.address, '127.0.0.1');
  return `http://${host}:${address.port}`;
}

export interface BuildOptions {
  /** An already opened database (the server closes it on close). */
  database?: Database;
  /** The route table to serve (the API's own, `serverRoutes`, by default). */
  routes?: readonly ServerRoute[];
  /** Changes the routes' rate limits (tests use small windows and counts); each limit as declared by default. */
  rateLimit?: (limit: RouteLimit) => RouteLimit;
  /**
   * Whether the event stream's consumers (notifications) run; true by default. A test turns
   * them off to write events no consumer handles, as a process that stopped would leave them.
   */
  consumers?: boolean;
  /** How often the live channel checks the sessions of its connections (5 s by default). */
  liveSweepMs?: number;
}

/**
 * Builds the API: opens the database (PGlite under DATA_DIR, or DATABASE_URL), applies
 * migrations, wires mail, cookies, CSRF and the route table. Call `listen` on the result;
 * `close` shuts everything down.
 */
export async function buildServer(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Asynchronous writes, as pino's default destination makes (a slow disk never stalls a request).
  const logStream =
    config.logLevel === 'silent'
      ? undefined
      : logDestination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(logStream ? { stream: logStream } : {}),
    },
    // One line per request instead, written by the onSend hook below.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    // X-Forwarded-For names the client only when the connection comes from a trusted proxy
    // (TRUSTED_PROXIES; proxy-addr then takes the nearest address no trusted proxy added).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before a route runs answer in the API's error format too.
    // (Answered before any route's hooks: the answer's headers are added here, the public API's
    // quota included.)
    frameworkErrors: (error, request, reply) => {
      answerHeaders(request, reply);
      if (!request.url.startsWith(PUBLIC_API_PREFIX)) return frameworkError(error, request, reply);
      void addQuotaHeaders(context, request, reply, publicLimits.key).then(() => frameworkError(error, request, reply));
    },
    clientErrorHandler: clientError,
  });

  const database = options.database ?? (await openDatabase(config));
  try {
    const applied = await migrate(database);
    if (applied.length > 0) app.log.info({ applied, driver: database.driver }, 'migrations applied');
    // Signing secrets from before migrations/0022 are sealed now that the key is at hand.
    const sealed = await sealStoredSecrets(database.db, config.integrationSecret);
    if (sealed > 0) app.log.info({ sealed }, 'webhook signing secrets sealed');
  } catch (error) {
    await database.close();
    throw error;
  }

  const mailer = config.smtpUrl
    ? smtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log })
    : outboxMailer({ db: database.db, clock: config.clock, log: app.log, logText: config.nodeEnv !== 'production' });
  if (!config.smtpUrl && config.nodeEnv === 'production') app.log.warn('SMTP_URL is not set: mail stays in the outbox');
  const sms = config.smsUrl
    ? gatewaySender({ url: config.smsUrl, log: app.log })
    : config.nodeEnv === 'production'
      ? disabledSender()
      : outboxSender({ db: database.db, clock: config.clock, log: app.log });
  if (sms.mode === 'disabled') app.log.warn('SMS_URL is not set: phone numbers cannot be verified');
  if (config.webhookAllowPrivateUrls) {
    app.log.warn(
      'WEBHOOK_ALLOW_PRIVATE_URLS is on: webhooks may be sent over http and to this machine and private networks',
    );
  }
  if (config.devRoutes) {
    app.log.warn('DEV_ROUTES is on: GET /dev/outbox and /dev/sms-outbox show every mail and text message kept here');
  }

  const storage = await openStorage(config).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  // `<dataDir>/address-hash-secret` outside production, so open sessions keep their opener.
  const addressHashKey = await keptSecret(config, config.addressHashSecret, 'address-hash-secret').catch(
    async (error: unknown) => {
      await database.close();
      throw error;
    },
  );
  const clients = new Map<string, PublicClient>();
  const chainClient = (environment: Environment): PublicClient => {
    let client = clients.get(environment);
    if (!client) {
      client = createChainClient(config.chains[environment]);
      clients.set(environment, client);
    }
    return client;
  };
  const now = () => config.clock.now();
  const sandbox =
    config.identityProvider.kind === 'sandbox'
      ? sandboxIdentityProvider({ publicApiBase: publicApiBase(config), now })
      : null;
  const identity =
    config.identityProvider.kind === 'http'
      ? httpIdentityProvider({ url: config.identityProvider.url, secret: config.identityProvider.secret, now })
      : sandbox!;
  if (sandbox) app.log.warn('IDENTITY_PROVIDER_URL is sandbox: tier verification is decided on a sandbox page');
  const { provider: onramp, sandbox: onrampSandbox } = openOnramp(config, now);
  const context: AppContext = {
    config,
    database,
    mailer,
    sms,
    sessions: new SessionService({
      db: database.db,
      query: database.query,
      clock: config.clock,
      cookieSecure: config.cookieSecure,
      graceMs: config.sessionRefreshGraceMs,
      sealKey: config.integrationSecret,
    }),
    storage,
    addressHashKey,
    apiKeyFailureLimit: options.rateLimit?.(API_KEY_LIMITS.apiKeyFailureIp) ?? API_KEY_LIMITS.apiKeyFailureIp,
    dns: createDnsResolver(config.dnsServers),
    rates: new RateService(
      config.exchangeRateSources.length ? rateSources(config.exchangeRateSources) : [sandboxSource()],
      config.clock,
    ),
    identity,
    onramp,
    chainClient,
  };
  app.decorate('meridian', context);

  // One payment watcher per watched chain, from the moment the server is ready until it closes.
  const watchers = ENVIRONMENTS.filter((environment) => config.watchChains.includes(config.chains[environment].id)).map(
    (environment) =>
      new ChainWatcher({
        database,
        client: chainClient(environment),
        chain: config.chains[environment],
        environment,
        clock: config.clock,
        publicUrl: config.publicUrl,
        pollMs: config.watcherPollMs,
        confirmations: config.confirmations,
        log: app.log,
      }),
  );
  // The consumers of the event stream: on start they catch up on what was written while none ran.
  const notificationConsumer =
    options.consumers === false
      ? null
      : new NotificationConsumer({
          database,
          clock: config.clock,
          log: app.log,
          mailing: { mailer, publicUrl: config.publicUrl },
        });
  app.decorate('notificationConsumer', notificationConsumer);
  const webhookWorker =
    options.consumers === false
      ? null
      : new WebhookWorker({
          database,
          clock: config.clock,
          dns: context.dns,
          mailer,
          publicUrl: config.publicUrl,
          log: app.log,
          allowPrivate: config.webhookAllowPrivateUrls,
          timeoutMs: config.webhookTimeoutMs,
          pollMs: config.webhookPollMs,
          secretKey: config.integrationSecret,
        });
  app.decorate('webhookWorker', webhookWorker);
  const storeOrderConsumer =
    options.consumers === false
      ? null
      : new StoreOrderConsumer({
          database,
          clock: config.clock,
          log: app.log,
          secret: config.integrationSecret,
          squarespaceApiUrl: config.squarespaceApiUrl,
        });
  app.decorate('storeOrderConsumer', storeOrderConsumer);
  const live = new LiveHub({ database, clock: config.clock, log: app.log, sweepMs: options.liveSweepMs });
  app.decorate('live', live);
  let consumersTimer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await live.start();
    if (config.consumersDelayMs > 0) {
      consumersTimer = setTimeout(() => {
        notificationConsumer?.start();
        webhookWorker?.start();
        storeOrderConsumer?.start();
      }, config.consumersDelayMs);
    } else {
      notificationConsumer?.start();
      webhookWorker?.start();
      storeOrderConsumer?.start();
    }
    for (const watcher of watchers) watcher.start();
  });
  app.addHook('onClose', async () => {
    // The watchers and consumers first: they use the database until they stop.
    if (consumersTimer) clearTimeout(consumersTimer);
    await Promise.all(watchers.map((watcher) => watcher.stop()));
    await notificationConsumer?.stop();
    await webhookWorker?.stop();
    await storeOrderConsumer?.stop();
    await live.stop();
    onrampSandbox?.close();
    await mailer.close();
    await database.close();
    // What is still gathered goes out before the server is reported closed.
    if (logStream) await new Promise<void>((resolve) => logStream.flush(() => resolve()));
  });
  // A callback hook, not an async one: every answer passes here, without a promise.
  app.addHook('onSend', (request, reply, _payload, done) => {
    // One line per request: its id (reqId, bound to request.log), method, route, status and
    // time, written as the answer leaves (so it is in the log before the client has it).
    // Fastify's own request logging (off above) writes two lines and serialises req and res.
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    answerHeaders(request, reply);
    done();
  });

  await app.register(cookie);
  // JSON only: a text/plain body is what a cross-site form can send without a preflight.
  app.removeContentTypeParser('text/plain');
  // An empty body with a JSON content type counts as no body (bodyless POSTs such as logout).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Bytes that are not UTF-8 are refused, never silently replaced by U+FFFD.
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = typeof body === 'string' ? body : utf8.decode(body);
    } catch {
      done(new ApiError('BAD_REQUEST', { message: 'The request body is not valid UTF-8.' }), undefined);
      return;
    }
    if (text === '') done(null, undefined);
    else if (jsonDepth(text) > JSON_DEPTH_MAX) {
      // Deeper than any body of the contract: refused before parsing, so nothing walks it.
      done(
        new ApiError('BAD_REQUEST', { message: `The request body is nested more than ${JSON_DEPTH_MAX} levels deep.` }),
        undefined,
      );
    } else parseJson(request, text, done);
  });
  installErrorHandlers(app);
  installCsrfCheck(app, config.allowedOrigins);
  installApiKeyBoundary(app);
  // The public API's budgets outside the routes (the document, answers given before a route
  // runs), changed like the routes' limits.
  const publicLimits = {
    key: options.rateLimit?.(API_KEY_LIMITS.publicApiKey) ?? API_KEY_LIMITS.publicApiKey,
    document: options.rateLimit?.(API_KEY_LIMITS.publicDocumentIp) ?? API_KEY_LIMITS.publicDocumentIp,
  };
  installQuotaHeaders(app, context, publicLimits.key);

  const routes = (options.routes ?? serverRoutes).filter((route) => route.enabled(config));
  const rateLimit = options.rateLimit;
  const addRoute = (scope: FastifyInstance, route: ServerRoute) => {
    const limits = rateLimit ? route.limits.map(rateLimit) : route.limits;
    return scope.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const result = await route.run(request, reply, context, limits);
        return reply.status(route.status).send(result);
      },
    });
  };
  for (const route of routes) if (route.bodyType !== 'multipart') addRoute(app, route);
  // Multipart routes live in a scope of their own: elsewhere a multipart body is a 415.
  await registerMultipartScope(app, (scope) => {
    for (const route of routes) if (route.bodyType === 'multipart') addRoute(scope, route);
  });
  registerStorageRoute(app, storage);
  registerVerificationRoutes(app, context, identity);
  if (sandbox) {
    registerIdentitySandboxRoutes(app, sandbox);
    // The sandbox sends its webhooks to this very server, on loopback, once it listens.
    app.addHook('onListen', async () => {
      const base = loopbackBase(app);
      if (base) sandbox.setWebhookTarget(`${base}${ApiPath.verificationWebhook}`);
    });
  }
  if (onrampSandbox) {
    // Its order reports come to this very server too.
    app.addHook('onListen', async () => {
      const base = loopbackBase(app);
      if (base) onrampSandbox.setWebhookTarget(`${base}${ApiPath.onrampWebhook}`);
    });
  }
  if (onramp) registerOnrampWebhook(app, context, onramp);
  if (onrampSandbox) registerOnrampSandbox(app, onrampSandbox, config.publicUrl);
  await registerLiveRoute(app, live, context);
  const openapi = buildOpenApi(routes, {
    version: API_VERSION,
    serverUrl: publicApiBase(config),
    publicUrl: config.publicUrl,
  });
  app.get(ApiPath.openapi, async () => openapi);
  // The public API's document needs no key: it counts against its own budget per address.
  const publicDocument = publicOpenApi(openapi);
  app.get(ApiPath.publicOpenapi, async (request) => {
    const retryAfterSeconds = await claimAddressLimit(context, request, publicLimits.document);
    if (retryAfterSeconds > 0) throw new ApiError('RATE_LIMITED', { retryAfterSeconds });
    return publicDocument;
  });

  return app;
}
