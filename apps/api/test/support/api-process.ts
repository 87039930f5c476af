// The API as a child process, as production runs it (the build of scripts/build.mjs, made once
// per run by the global setup), on a database the test names: for the tests of what survives a killed process and of several processes
// sharing one PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../../scripts/free-port.mjs';
import { apiRoutes, OutboxResponse } from '@meridian/contract';
import { create } from 'superstruct';
import { inject } from 'vitest';
import { serverStarted } from './answers';
import { Agent, type ReachableApi } from './harness';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiProcess extends ReachableApi {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far (standard output and error). */
  output(): string;
  /** Resolves with the first match of `pattern` in the output from `from` (a length of `output()`) on. */
  waitForOutput(pattern: RegExp, options?: { from?: number; timeoutMs?: number }): Promise<RegExpExecArray>;
  /** Sends `signal` and resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const started: ChildProcess[] = [];

/** Kills (SIGKILL) every process started here that is still running. */
export function killApiProcesses(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Starts the API's build with `env` (a database, the chain) on a free port; resolves once it answers. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', inject('apiBuild')], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEV_ROUTES: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const waitForOutput: ApiProcess['waitForOutput'] = async (pattern, { from = 0, timeoutMs = 30_000 } = {}) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = pattern.exec(output.slice(from));
      if (match) return match;
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the API process exited (${child.exitCode ?? child.signalCode}):\n${output}`);
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await waitForOutput(/"msg":"Meridian API ready"/, { timeoutMs: 60_000 });
  serverStarted(url);

  const agent = (headers?: Record<string, string>) => new Agent(url, headers);
  return {
    url,
    child,
    output: () => output,
    waitForOutput,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await gone;
    },
    agent,
    inbox: null,
    lastMail: async (to, kind) => {
      const response = await agent().get(apiRoutes.devOutbox.path);
      return create(response.body, OutboxResponse).messages.find((mail) => mail.to === to && mail.kind === kind);
    },
  };
}
