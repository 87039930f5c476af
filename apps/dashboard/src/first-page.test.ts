import { createElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, firstPageReady, nextTask } from './first-page';

const settledWithin = async (promise: Promise<void>, ms: number) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
};

describe('firstPageReady', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first page’s guard and code, then resolves', async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    const guard = new Promise<null>((resolve) => (release = () => resolve(null)));
    const router = createMemoryRouter(
      [{ path: '/', loader: () => guard, lazy: async () => ({ Component: () => createElement('p', null, 'Home') }) }],
      { initialEntries: ['/'] },
    );
    const ready = firstPageReady(router, 60_000);
    expect(await settledWithin(ready, 1000)).toBe(false);
    release();
    expect(await settledWithin(ready, 10)).toBe(true);
    expect(router.state.initialized).toBe(true);
    router.dispose();
  });

  it('resolves at once for a router that has its page, and after the timeout for one that never gets it', async () => {
    vi.useFakeTimers();
    const ready = createMemoryRouter([{ path: '/', Component: () => null }]);
    expect(await settledWithin(firstPageReady(ready), 0)).toBe(true);
    const stuck = createMemoryRouter([
      { path: '/', loader: () => new Promise(() => undefined), Component: () => null },
    ]);
    const waiting = firstPageReady(stuck, 4000);
    expect(await settledWithin(waiting, 3900)).toBe(false);
    expect(await settledWithin(waiting, 200)).toBe(true);
    ready.dispose();
    stuck.dispose();
  });
});

describe('nextTask', () => {
  it('resolves after the current task, once the event loop has had a turn', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('now');
    await later;
    expect(order).toEqual(['now', 'microtask', 'next task']);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    // The stub first: it was made over the fake timers' requestAnimationFrame, which it would put
    // back after the real one (test files share one window), and no frame would ever come again.
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** Animation frames run only when the test draws one (`frame()`). */
  const frames = () => {
    let queued: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queued.push(callback));
    return () => {
      const now = queued;
      queued = [];
      now.forEach((callback) => callback(performance.now()));
    };
  };

  it('resolves after the frame being prepared and the next one, not before', async () => {
    vi.useFakeTimers();
    const frame = frames();
    const painted = afterNextPaint(60_000);
    expect(await settledWithin(painted, 50)).toBe(false);
    frame();
    expect(await settledWithin(painted, 50)).toBe(false);
    frame();
    expect(await settledWithin(painted, 1)).toBe(true);
  });

  it('resolves after its timeout when no frame comes (a tab in the background)', async () => {
    vi.useFakeTimers();
    frames();
    const painted = afterNextPaint(300);
    expect(await settledWithin(painted, 299)).toBe(false);
    expect(await settledWithin(painted, 1)).toBe(true);
  });
});
