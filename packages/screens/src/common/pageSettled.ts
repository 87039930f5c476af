/**
 * What nothing on screen needs at first (a guest page's language picker, the toast region) waits
 * for `whenPageSettled()` before its code loads, so that on a slow network it does not compete
 * with what the first page shows: the entry, the page's chunks, its catalog and its data.
 *
 * By default it resolves at once (tests, stories, a page opened later in the same document).
 * An app's entry calls `holdUntilPageSettled()` before its first render; it then resolves
 * `delayMs` later, or at the person's first interaction if that comes sooner (a key pressed, a
 * pointer or a finger put down). A part held back keeps its place on
 * screen meanwhile (the picker's placeholder), and a toast raised meanwhile waits in the queue.
 */
let settled: Promise<void> = Promise.resolve();

export function whenPageSettled(): Promise<void> {
  return settled;
}

const interactions = ['keydown', 'pointerdown'];

export function holdUntilPageSettled(delayMs = 2500): void {
  settled = new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      for (const type of interactions) removeEventListener(type, settle, true);
      resolve();
    };
    const timer = setTimeout(settle, delayMs);
    for (const type of interactions) addEventListener(type, settle, { capture: true, passive: true });
  });
}
