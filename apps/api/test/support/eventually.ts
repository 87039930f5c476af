/**
 * Polls `read` every 100 ms until `check` holds, and answers the value; fails after `timeoutMs`
 * with the last value read. For what happens after an answer: a consumer runs after the commit.
 * By default it waits almost as long as a test may run (60 s, vitest.config.ts), less the time to
 * report: how soon the state comes depends on the machine's load, not on the test.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 55_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`never got there: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}
