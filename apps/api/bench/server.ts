/**
 * The API as the resend benchmark runs it: its own process (timings are taken by the parent
 * over loopback, as a client sees them), PGlite in the folder given as DATA_DIR, mail kept in
 * the outbox, and a clock the parent moves forward (an IPC message `{ advanceMs }`), so the
 * same account can ask again past the resend cooldown.
 */
import type { Clock } from '../src/clock';
import { loadConfig } from '../src/config';
import { buildServer } from '../src/server';

let offset = 0;
const clock: Clock = { now: () => new Date(Date.now() + offset) };
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: process.env.DATA_DIR ?? '', DEV_ROUTES: '1' },
  { clock, port: 0 },
);
const app = await buildServer(config);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', (message: { advanceMs?: number; close?: boolean }) => {
  if (message.advanceMs) {
    offset += message.advanceMs;
    process.send?.({ advanced: true });
  }
  if (message.close) void app.close().then(() => process.exit(0));
});
process.send?.({ url });
