/**
 * The webhook machinery of one API instance: the consumer that turns events into delivery rows
 * (its own cursor in event_cursors) and the sender that sends the due rows. Both start with the
 * server and catch up on start: a delivery written or due while no process ran is sent then.
 */
import { StreamConsumer } from '../events/consumer';
import { consumeWebhookEvents } from './deliveries';
import { sendDueDeliveries, type SenderOptions } from './sender';

export class WebhookWorker {
  readonly consumer: StreamConsumer;
  readonly sender: StreamConsumer;

  constructor(options: SenderOptions & { pollMs: number }) {
    this.sender = new StreamConsumer({
      name: 'webhooks sender',
      run: () => sendDueDeliveries(options),
      log: options.log,
      pollMs: options.pollMs,
      cuedByEvents: false,
    });
    this.consumer = new StreamConsumer({
      name: 'webhooks',
      run: async () => {
        const handled = await consumeWebhookEvents(options.database.db, options.clock);
        if (handled > 0) this.sender.kick();
        return handled;
      },
      log: options.log,
    });
  }

  start(): void {
    this.consumer.start();
    this.sender.start();
  }

  /** Sends what is due now (a route that queued a delivery asks for it). */
  kick(): void {
    this.sender.kick();
  }

  async idle(): Promise<void> {
    await this.consumer.idle();
    await this.sender.idle();
  }

  async stop(): Promise<void> {
    await this.consumer.stop();
    await this.sender.stop();
  }
}
