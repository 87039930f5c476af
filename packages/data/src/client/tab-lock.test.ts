// The BroadcastChannel fallback of the cross-tab refresh lock, with two real channels of one name
// (two tabs): a tab waits for the refresh another tab announced, and goes on by itself when that
// tab never says it ended (closed mid-refresh).
import { describe, expect, it } from 'vitest';
import { broadcastTabLock } from './tab-lock';

/** Resolves when a third party on the channel hears `count` announcements. */
function heard(name: string, count: number): Promise<void> {
  const listener = new BroadcastChannel(name);
  let seen = 0;
  return new Promise((resolve) => {
    listener.onmessage = () => {
      if (++seen < count) return;
      listener.close();
      resolve();
    };
  });
}

describe('broadcastTabLock', () => {
  it('runs a tab’s task only after the task another tab announced has ended', async () => {
    const name = `lock-${Math.random()}`;
    const [first, second] = [broadcastTabLock(name), broadcastTabLock(name)];
    const order: string[] = [];
    let finish = () => {};
    const started = heard(name, 1);
    const one = first(
      () =>
        new Promise<void>((resolve) => {
          order.push('first starts');
          finish = () => {
            order.push('first ends');
            resolve();
          };
        }),
    );
    await started;
    const two = second(async () => {
      order.push('second runs');
    });
    finish();
    await Promise.all([one, two]);
    expect(order).toEqual(['first starts', 'first ends', 'second runs']);
  });

  it('stops waiting for a tab that never announced the end of its task', async () => {
    const name = `lock-${Math.random()}`;
    const waiting = broadcastTabLock(name, 200);
    const gone = new BroadcastChannel(name);
    const announced = heard(name, 1);
    gone.postMessage({ type: 'start', id: 'a tab closed mid-refresh' });
    gone.close();
    await announced;
    const asked = Date.now();
    await expect(waiting(async () => 'ran')).resolves.toBe('ran');
    expect(Date.now() - asked).toBeGreaterThanOrEqual(150);
  });
});
