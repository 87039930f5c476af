import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ports, scratch } from './support/environment';
import type { ReceivedMail } from './support/inbox';

/**
 * A real SMTP server on loopback receives the API's mail (SMTP_URL points at it); a small HTTP
 * endpoint lets the tests, which run in other processes, read what arrived:
 * GET /messages?to=address.
 */
export default async function globalSetup() {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const language = parsed.headers.get('content-language');
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            language: typeof language === 'string' ? language : null,
            receivedAt: Date.now(),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(ports.smtp, '127.0.0.1', () => resolve());
  });

  const inbox = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox');
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = received.filter((mail) => !to || mail.to.includes(to));
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve, reject) => {
    inbox.once('error', reject);
    inbox.listen(ports.inbox, '127.0.0.1', () => resolve());
  });

  return async () => {
    await new Promise<void>((resolve) => inbox.close(() => resolve()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(scratch, { recursive: true, force: true });
  };
}
