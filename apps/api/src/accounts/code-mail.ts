/** The mails that carry a one-time code (address confirmation, password reset), and their cooldown. */
import {
  RESEND_COOLDOWN_SECONDS,
  VERIFICATION_CODE_LIFETIME_MS,
  type Language,
  type MailKind,
} from '@meridian/contract';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import type { OutgoingMail } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { claimCooldown } from './limits';

const CODE_MINUTES = VERIFICATION_CODE_LIFETIME_MS / 60_000;

type CodeMailKind = Extract<MailKind, 'confirm-code' | 'password-reset'>;

export interface CodeMailInput {
  kind: CodeMailKind;
  to: string;
  language: Language;
  username: string;
  code: string;
}

export function codeMail(app: AppContext, input: CodeMailInput): OutgoingMail {
  const page = input.kind === 'confirm-code' ? '/auth/confirm-code' : '/auth/password-reset-complete';
  const content = renderMail(input.kind, input.language, {
    username: input.username,
    code: input.code,
    minutes: CODE_MINUTES,
    link: `${app.config.publicUrl}${page}`,
  });
  return { to: input.to, kind: input.kind, language: input.language, ...content };
}

export async function mailCode(app: AppContext, input: CodeMailInput): Promise<void> {
  await app.mailer.send(codeMail(app, input));
}

/** Starts the cooldown of `key`, or refuses while it runs. */
export async function claimResend(app: AppContext, key: string): Promise<void> {
  const retryAfterSeconds = await claimCooldown(app.database.db, key, app.config.clock.now(), RESEND_COOLDOWN_SECONDS);
  if (retryAfterSeconds > 0) throw new ApiError('RESEND_COOLDOWN', { retryAfterSeconds });
}
