import { readFileSync } from 'node:fs';

/**
 * What a script started and must undo: `add` a step as each thing starts; `run` undoes them, the
 * last started first (a step that fails is logged and the others still run). Ctrl-C runs them,
 * then exits with 130.
 */
export function cleanupSteps() {
  const steps = [];
  const run = async () => {
    for (const step of steps.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(error);
      }
    }
    steps.length = 0;
  };
  process.on('SIGINT', () => run().then(() => process.exit(130)));
  return { add: (step) => void steps.push(step), run };
}

/** Resolves once the child process has exited. */
export function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Stops a child process (SIGTERM) and resolves once it has exited. */
export async function stopChild(child) {
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited(child);
}

/**
 * Polls `url` every `intervalMs` until it answers 200, and answers the milliseconds since
 * `since`; throws with the process's log when it exits first or after two minutes without an
 * answer.
 */
export async function waitForAnswer(url, { child, logFile, since = Date.now(), intervalMs = 10 }) {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`process exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8')}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return Date.now() - since;
    } catch {
      // not listening yet
    }
    if (Date.now() - since > 120_000) throw new Error(`no answer from ${url}:\n${readFileSync(logFile, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
