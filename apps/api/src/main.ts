import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError } from './db/pglite';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // Loaded after the configuration is known to be good, so a bad value fails fast.
  const [{ buildServer }, { demoPaymentSlug, seedDemoAccount }] = await Promise.all([
    import('./server'),
    import('./seed'),
  ]);
  const scale = config.rateLimitScale;
  const app = await buildServer(
    config,
    scale === 1 ? {} : { rateLimit: (limit) => ('max' in limit ? { ...limit, max: limit.max * scale } : limit) },
  );
  const demoCreated = await seedDemoAccount(app);
  const address = await app.listen({ port: config.port, host: config.host });
  if (demoCreated) {
    // Plain text on purpose: the one line a person starting the project needs to read. The
    // password is the one they chose (DEMO_PASSWORD; `npm start` prints its own), never printed here.
    console.log(
      [
        '',
        '  Meridian demo account (created because the database was empty)',
        '    username: demo',
        '    password: the one DEMO_PASSWORD gave',
        `  API: ${address}  (the dashboard forwards /api/* here)`,
        '',
      ].join('\n'),
    );
  }
  if (config.chains.test.local) {
    // With the local test chain: a link to pay from the command line (`npm start` repeats it).
    const slug = await demoPaymentSlug(app);
    if (slug) console.log(`  Demo payment link: ${config.publicUrl}/pay/${slug}`);
  }
  app.log.info(
    { driver: app.meridian.database.driver, mail: app.meridian.mailer.mode, nodeEnv: config.nodeEnv },
    'Meridian API ready',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error('The API could not start:', error);
  }
  process.exit(1);
});
