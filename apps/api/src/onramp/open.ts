import type { Config } from '../config';
import { publicApiBase } from '../verification/requests';
import type { OnrampProvider } from './provider';
import { sandboxOnramp, type SandboxOnramp } from './sandbox';
import { transakOnramp } from './transak';

/** The configured on-ramp (`Config.onramp`), and the sandbox when it is the one (its pages are served here). */
export function openOnramp(
  config: Config,
  now: () => Date,
): { provider: OnrampProvider | null; sandbox: SandboxOnramp | null } {
  const settings = config.onramp;
  if (settings.kind === 'transak') {
    const provider = transakOnramp({ ...settings, referrerDomain: new URL(config.publicUrl).hostname, now });
    return { provider, sandbox: null };
  }
  if (settings.kind === 'none') return { provider: null, sandbox: null };
  const sandbox = sandboxOnramp({
    publicApiBase: publicApiBase(config),
    // It pays on the local test chain, and sells nothing without one.
    chain: config.chains.test.local ? config.chains.test : null,
    now,
  });
  return { provider: sandbox, sandbox };
}
