import { expect } from '@playwright/test';
import { apiUrl, inboxUrl } from './environment';

/** A message the suite's SMTP server received. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  language: string | null;
  receivedAt: number;
}

async function mailFor(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${inboxUrl}/messages?${new URLSearchParams({ to: address })}`);
  if (!response.ok) throw new Error(`inbox answered ${response.status}`);
  const messages: ReceivedMail[] = await response.json();
  return messages;
}

/**
 * Waits for the next message to `address` received after `after` (ms), as the API sends mail in
 * the background after answering.
 */
export async function nextMail(address: string, after: number): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailFor(address)).find((mail) => mail.receivedAt >= after);
        return found !== undefined;
      },
      { message: `a mail to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code a message carries; `what` names it in the error. */
function sixDigitCode(text: string, what: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no 6-digit code in ${what}:\n${text}`);
  return match[1];
}

/** The 6-digit code a confirmation or reset mail carries. */
export function codeIn(mail: ReceivedMail): string {
  return sixDigitCode(mail.text, `the mail "${mail.subject}"`);
}

/** A text message the API kept in its SMS outbox (no SMS_URL in this suite). */
interface KeptText {
  to: string;
  text: string;
  createdAt: string;
}

/**
 * Waits for a text message to `number` (written without separators) created after `after`
 * (ms), read from the API's `GET /dev/sms-outbox`, and returns its 6-digit code.
 */
export async function nextTextCode(number: string, after: number): Promise<string> {
  let found: KeptText | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${apiUrl}/dev/sms-outbox`);
        if (!response.ok) throw new Error(`the SMS outbox answered ${response.status}`);
        const { messages }: { messages: KeptText[] } = await response.json();
        found = messages.find((message) => message.to === number && Date.parse(message.createdAt) >= after);
        return found !== undefined;
      },
      { message: `a text message to ${number}`, timeout: 20_000 },
    )
    .toBe(true);
  return sixDigitCode(found!.text, 'the text message');
}
