/**
 * Test wallets for the end-to-end suite: wagmi's `mock` connector over accounts that the local
 * test chain holds unlocked, so that a signature it asks for (`personal_sign`, sent to the chain
 * as `eth_sign`) is a real one the server checks. Two of them: one signs, the other refuses every
 * signature as a person would (4001, user rejected).
 *
 * Only a build made with the suite's switch imports this module (apps/dashboard,
 * `VITE_WALLET_MOCK`); production builds leave it out.
 */
import type { Address } from 'viem';
import type { CreateConnectorFn } from 'wagmi';
import { mock } from 'wagmi/connectors';

export const TEST_WALLET_IDS = { signs: 'testWallet', refuses: 'testWalletRefusing' } as const;

function renamed(connector: CreateConnectorFn, id: string, name: string): CreateConnectorFn {
  return (config) => ({ ...connector(config), id, name });
}

/** The two test wallets over `accounts` (at least one). */
export function testWalletConnectors(accounts: readonly Address[]): CreateConnectorFn[] {
  const [first, ...rest] = accounts;
  if (!first) throw new Error('A test wallet needs at least one account');
  const list = [first, ...rest] as const;
  return [
    renamed(mock({ accounts: list, features: {} }), TEST_WALLET_IDS.signs, 'Test wallet'),
    renamed(
      mock({ accounts: list, features: { signMessageError: true } }),
      TEST_WALLET_IDS.refuses,
      'Test wallet (refuses to sign)',
    ),
  ];
}
