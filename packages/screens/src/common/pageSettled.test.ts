import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, so that each test starts with nothing held back. */
const load = async () => {
  vi.resetModules();
  return import('./pageSettled');
};

const isSettled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('whenPageSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves at once when no entry holds it back (tests, stories)', async () => {
    vi.useFakeTimers();
    const { whenPageSettled } = await load();
    expect(await isSettled(whenPageSettled())).toBe(true);
  });

  it('waits for the delay once an entry holds it back', async () => {
    vi.useFakeTimers();
    const { holdUntilPageSettled, whenPageSettled } = await load();
    holdUntilPageSettled(2500);
    expect(await isSettled(whenPageSettled())).toBe(false);
    await vi.advanceTimersByTimeAsync(2400);
    expect(await isSettled(whenPageSettled())).toBe(false);
    await vi.advanceTimersByTimeAsync(1200);
    expect(await isSettled(whenPageSettled())).toBe(true);
  });

  it('resolves at the first key press or pointer press, before the delay', async () => {
    vi.useFakeTimers();
    for (const event of [new KeyboardEvent('keydown', { key: 'Tab' }), new PointerEvent('pointerdown')]) {
      const { holdUntilPageSettled, whenPageSettled } = await load();
      holdUntilPageSettled(60_000);
      expect(await isSettled(whenPageSettled())).toBe(false);
      document.body.dispatchEvent(event);
      await vi.advanceTimersByTimeAsync(600);
      expect(await isSettled(whenPageSettled())).toBe(true);
    }
  });
});
