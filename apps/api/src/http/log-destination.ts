/** Where pino writes: anything with a `write` for one line of JSON. */
export interface LogDestination {
  write(line: string): void;
  /** Writes what is waiting now. */
  flush(callback?: (error?: Error) => void): void;
}

/**
 * The API's log lines on standard output, gathered while the event loop is busy and written
 * together, synchronously, once per turn (`setImmediate`): the lines of the requests answered in
 * one turn cost one write, and a line is out within the turn its answer left in. What is left
 * is written when the process exits. pino's default destination queues every write to libuv's
 * thread pool instead, one hand-over per line, which cost the main thread more than the write
 * itself.
 */
export function batchedLogDestination(out: { write(text: string): unknown }): LogDestination {
  let pending = '';
  const flush = (callback?: (error?: Error) => void) => {
    if (pending !== '') {
      const text = pending;
      pending = '';
      out.write(text);
    }
    callback?.();
  };
  const flushNow = () => flush();
  return {
    write(line) {
      if (pending === '') setImmediate(flushNow);
      pending += line;
    },
    flush,
  };
}

let stdoutDestination: LogDestination | undefined;

/** The one destination for standard output, shared by every server of the process. */
export function stdoutLogDestination(): LogDestination {
  if (!stdoutDestination) {
    const destination = batchedLogDestination(process.stdout);
    // Standard output is synchronous for files and pipes on Linux, so this still lands on exit.
    process.once('exit', () => destination.flush());
    stdoutDestination = destination;
  }
  return stdoutDestination;
}
