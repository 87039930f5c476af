/** Navigation state meaning "a code was mailed just now" (after signup): resending waits the cooldown. */
export const codeSentState = { codeSent: true } as const;

export function codeJustSent(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'codeSent' in state && state.codeSent === true;
}
