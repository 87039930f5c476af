/**
 * Polls `read` every 100 ms until `check` holds, and answers the value; fails after `timeoutMs`
 * with the last value read. For what happens after an answer: a consumer runs after the commit.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
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
