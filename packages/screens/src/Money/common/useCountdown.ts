import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until`, never below zero. */
export function secondsLeft(until: Date, now: number): number {
  return Math.max(0, Math.ceil((until.getTime() - now) / 1000));
}

/** `125` -> `"2:05"`, `3725` -> `"1:02:05"`: a countdown as a clock shows it. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/**
 * The seconds left until `until`, updated every second, and `onDone` called once when they
 * reach zero. Without `until` it counts nothing and returns 0.
 */
export function useCountdown(until: Date | undefined, onDone?: () => void): number {
  const target = until?.getTime();
  const [left, setLeft] = useState(() => (until ? secondsLeft(until, Date.now()) : 0));
  useEffect(() => {
    if (target === undefined) return;
    const end = new Date(target);
    let done = false;
    const tick = () => {
      const next = secondsLeft(end, Date.now());
      setLeft(next);
      if (next === 0 && !done) {
        done = true;
        window.clearInterval(timer);
        onDone?.();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
    // onDone is read when the count ends; a new function each render must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return left;
}
