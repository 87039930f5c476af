import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives. */
export class Inbox {
  readonly messages: ParsedMail[] = [];
  private waiters: (() => void)[] = [];
  readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.messages.push(mail);
          this.waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });

  listen(): Promise<number> {
    return new Promise((resolve) => {
      this.server.listen(0, '127.0.0.1', () => {
        const address = this.server.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  }

  /** How many mails have arrived so far: a mark for `since`. */
  get received(): number {
    return this.messages.length;
  }

  /** The mails that arrived after `mark` (`received` read earlier), in the order they came. */
  since(mark: number): ParsedMail[] {
    return this.messages.slice(mark);
  }

  async waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('no such mail arrived');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Whether a received mail is addressed to `address`. */
export const addressedTo = (address: string) => (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((entry) =>
    entry.value.some((value) => value.address === address),
  );
