import { useEffect, useState } from 'react';

/**
 * Seconds left before a code may be resent, counting down from `seconds` and starting over
 * when `seconds` or `restartKey` changes. The count is taken from the clock, not from the
 * number of ticks, so a throttled background tab still shows the right value.
 */
export function useResendCountdown(seconds: number, restartKey: number): number {
  const [started, setStarted] = useState({ seconds, restartKey });
  const [remaining, setRemaining] = useState(seconds);
  if (started.seconds !== seconds || started.restartKey !== restartKey) {
    setStarted({ seconds, restartKey });
    setRemaining(seconds);
  }

  useEffect(() => {
    if (seconds <= 0) return;
    const deadline = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);

  return Math.max(0, remaining);
}
