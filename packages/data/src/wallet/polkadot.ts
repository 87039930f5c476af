/**
 * Polkadot and Kusama wallets through a browser extension (Polkadot.js, Talisman, SubWallet…):
 * each announces itself in `window.injectedWeb3`; once the person lets Meridian in (`enable`),
 * it lists the accounts and signs raw bytes (`signRaw`), which is how a merchant proves an
 * address is theirs. No @polkadot library is loaded for this: the extension does the
 * cryptography, and the server checks the signature. An address typed by hand needs no
 * extension at all (its checks are in @meridian/contract).
 *
 * Extensions sign raw bytes wrapped in `<Bytes>…</Bytes>`; the server verifies that form.
 */
import type { WalletResult } from './actions';

export interface PolkadotAccount {
  address: string;
  name: string | null;
  /** The extension it came from (`polkadot-js`, `talisman`, `subwallet-js`…). */
  source: string;
}

interface InjectedAccount {
  address: string;
  name?: string;
}
interface InjectedExtension {
  accounts: { get(anyType?: boolean): Promise<InjectedAccount[]> };
  signer: {
    signRaw?: (payload: { address: string; data: string; type: 'bytes' }) => Promise<{ signature: string }>;
  };
}
interface InjectedProvider {
  enable(originName: string): Promise<InjectedExtension>;
}
type InjectedWindow = { injectedWeb3?: Record<string, InjectedProvider> };

function injected(win: InjectedWindow | undefined): Record<string, InjectedProvider> {
  return win?.injectedWeb3 ?? {};
}

const defaultWindow = (): InjectedWindow | undefined =>
  typeof window === 'undefined' ? undefined : (window as InjectedWindow);

/** The extensions present in this browser, by their announced name. */
export function polkadotExtensionNames(win: InjectedWindow | undefined = defaultWindow()): string[] {
  return Object.keys(injected(win));
}

const refused = (error: unknown) =>
  /reject|cancel|denied|not allowed/i.test(error instanceof Error ? error.message : String(error));

async function enable(
  appName: string,
  source: string,
  win: InjectedWindow | undefined,
): Promise<WalletResult<InjectedExtension>> {
  const provider = injected(win)[source];
  if (!provider) return { ok: false, error: 'providerNotFound', cause: new Error(`no extension ${source}`) };
  try {
    return { ok: true, value: await provider.enable(appName) };
  } catch (error) {
    return { ok: false, error: refused(error) ? 'userRejected' : 'unauthorized', cause: error };
  }
}

/** The accounts of every extension (or of `source` alone) the person lets Meridian see. */
export async function polkadotAccounts(
  appName: string,
  options: { source?: string; win?: InjectedWindow } = {},
): Promise<WalletResult<PolkadotAccount[]>> {
  const win = options.win ?? defaultWindow();
  const sources = options.source ? [options.source] : polkadotExtensionNames(win);
  if (sources.length === 0) return { ok: false, error: 'providerNotFound', cause: new Error('no Polkadot extension') };
  const accounts: PolkadotAccount[] = [];
  let lastFailure: WalletResult<PolkadotAccount[]> | null = null;
  for (const source of sources) {
    const extension = await enable(appName, source, win);
    if (!extension.ok) {
      lastFailure = extension;
      continue;
    }
    try {
      for (const account of await extension.value.accounts.get()) {
        accounts.push({ address: account.address, name: account.name ?? null, source });
      }
    } catch (error) {
      lastFailure = { ok: false, error: 'unknownRpc', cause: error };
    }
  }
  if (accounts.length === 0 && lastFailure) return lastFailure;
  return { ok: true, value: accounts };
}

function toHex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Asks the extension holding `address` to sign `message` (UTF-8 bytes); answers the hex signature. */
export async function signWithPolkadot(input: {
  appName: string;
  source: string;
  address: string;
  message: string;
  win?: InjectedWindow;
}): Promise<WalletResult<string>> {
  const extension = await enable(input.appName, input.source, input.win ?? defaultWindow());
  if (!extension.ok) return extension;
  const { signRaw } = extension.value.signer;
  if (!signRaw)
    return { ok: false, error: 'unsupportedMethod', cause: new Error(`${input.source} cannot sign raw bytes`) };
  try {
    const known = await extension.value.accounts.get();
    if (!known.some((account) => account.address === input.address)) {
      return { ok: false, error: 'notConnected', cause: new Error(`${input.source} does not hold ${input.address}`) };
    }
    const { signature } = await signRaw({ address: input.address, data: toHex(input.message), type: 'bytes' });
    return { ok: true, value: signature };
  } catch (error) {
    return { ok: false, error: refused(error) ? 'userRejected' : 'unknownRpc', cause: error };
  }
}
