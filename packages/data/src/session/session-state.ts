/**
 * Session states of docs/product.md ("Sessions"), shared with the server through the contract:
 * - valid: strictly before `sessionExpiry` (at the expiry millisecond it has ended);
 * - refreshable: from the `sessionRefreshThreshold` millisecond on; a missing cookie means not
 *   refreshable, so a signed-out client gets "Session expired";
 * - active: valid, threshold not reached, no required action.
 */
export { isSessionActive, isSessionRefreshable, isSessionValid } from '@meridian/contract';
