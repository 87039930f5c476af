import { REAUTHENTICATION_WINDOW_MS } from '@meridian/contract';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { verifyPassword } from '../security/passwords';
import { claimLoginAttempt, clearLoginFailures } from './limits';
import type { AuthenticatedSession } from './sessions';

/**
 * The password asked again before a sensitive change (making an owner, changing a payout
 * address, removing a wallet links paid to) when the caller's login is older than
 * REAUTHENTICATION_WINDOW_MS. Without `password`: REAUTHENTICATION_REQUIRED, which the
 * dashboard answers by asking for it; a wrong one counts with failed logins (same limit, same
 * key) and is refused the same way; a right one clears the count.
 */
export async function confirmRecentLogin(
  app: AppContext,
  caller: AuthenticatedSession,
  password: string | undefined,
): Promise<void> {
  const now = app.config.clock.now();
  if (now.getTime() - caller.session.familyStartedAt.getTime() <= REAUTHENTICATION_WINDOW_MS) return;
  if (password === undefined) throw new ApiError('REAUTHENTICATION_REQUIRED');
  const db = app.database.db;
  const key = `login:user:${caller.user.id}`;
  // Checked and counted in one step, as at login.
  const retryAfterSeconds = await claimLoginAttempt(db, key, now);
  if (retryAfterSeconds > 0) throw new ApiError('RATE_LIMITED', { retryAfterSeconds });
  if (!(await verifyPassword(caller.user.passwordHash, password))) {
    throw new ApiError('REAUTHENTICATION_REQUIRED', { message: 'The password is not correct.' });
  }
  await clearLoginFailures(db, key);
}
