// Wallets: the request and response structs of the wallet routes (wallet-routes.ts). The rules
// they apply (networks, address checks, colours) live in money.ts, shared with the screens.
import { array, boolean, enums, object, refine, string, type Infer } from 'superstruct';
import { requiredText } from './phone';
import { annotate, nullable, optional, refineCodes, type CodedFailure } from './schema';
import { passwordText, singleLineText } from './text';
import { checkWalletAddress, type AddressProblem } from './addresses';
import {
  ECOSYSTEMS,
  NETWORK_ECOSYSTEM,
  NETWORKS,
  WALLET_COLOURS,
  WALLET_LABEL_MAX_LENGTH,
  type Network,
} from './money';
import { DateTime, Uuid, UuidField } from './ids';

/** The password, asked again for sensitive changes when the last login is older than 15 minutes. */
const ConfirmPassword = annotate(passwordText(), { format: 'password' });

export const NetworkStruct = annotate(enums(NETWORKS), { description: 'moonbeam, polkadot or kusama' });
export const EcosystemStruct = annotate(enums(ECOSYSTEMS), {
  description: 'evm (moonbeam) or substrate (polkadot, kusama)',
});
export const WalletColourStruct = enums(WALLET_COLOURS);

/** How a wallet shows in the dashboard: its name and colour. */
export const WalletUi = object({
  label: requiredText(WALLET_LABEL_MAX_LENGTH),
  colour: WalletColourStruct,
});
export type WalletUi = Infer<typeof WalletUi>;

export const WalletMetadata = object({ ui: WalletUi });
export type WalletMetadata = Infer<typeof WalletMetadata>;

/** The networks' names as a field error gives them. */
export const NETWORK_NAMES: Readonly<Record<Network, string>> = {
  moonbeam: 'Moonbeam',
  polkadot: 'Polkadot',
  kusama: 'Kusama',
};

/** The English explanation of an address problem, naming the network expected (clients show their own text per code). */
export function addressProblemMessage(network: Network, problem: AddressProblem): string {
  const name = NETWORK_NAMES[network];
  switch (problem) {
    case 'required':
      return `Enter a ${name} address`;
    case 'checksum':
      return `This ${name} address has a typing mistake: its checksum does not match`;
    case 'wrong_network':
      return `This is not a ${name} address: it belongs to another network`;
    case 'cannot_receive':
      return `This ${name} address cannot receive payments: it is the zero address, a precompile or a token contract`;
    default:
      return network === 'moonbeam'
        ? 'Not a Moonbeam address: expected 0x followed by 40 hexadecimal digits'
        : `Not a ${name} address: expected an SS58 address with prefix ${network === 'polkadot' ? 0 : 2}`;
  }
}

/** The failure of an address checked against a network, if any. */
function addressFailures(network: Network, address: string, path: (string | number)[]): CodedFailure[] {
  const check = checkWalletAddress(network, address);
  return check.ok ? [] : [{ path, code: check.problem, message: addressProblemMessage(network, check.problem) }];
}

const ADDRESS_PROBLEMS: readonly AddressProblem[] = [
  'required',
  'invalid',
  'checksum',
  'wrong_network',
  'cannot_receive',
];

/** A wallet has one address (the payout address); the list keeps the shape clients send. */
export const WALLET_ADDRESSES_MAX = 1;

/**
 * POST /wallet: a wallet of the workspace `companyId` on `platform` (its network);
 * `ecosystem` must be the network's. The address is checked for that network and stored
 * normalised (Moonbeam addresses EIP-55 checksummed).
 */
export const CreateWalletRequest = refineCodes(
  object({
    companyId: UuidField,
    platform: NetworkStruct,
    ecosystem: EcosystemStruct,
    addresses: annotate(
      refine(array(singleLineText()), 'invalid', (value) =>
        value.length === WALLET_ADDRESSES_MAX ? true : 'Give exactly one address',
      ),
      { minItems: 1, maxItems: WALLET_ADDRESSES_MAX },
    ),
    metadata: WalletMetadata,
  }),
  ADDRESS_PROBLEMS,
  (value) => {
    const failures: CodedFailure[] = [];
    if (NETWORK_ECOSYSTEM[value.platform] !== value.ecosystem) {
      failures.push({
        path: ['ecosystem'],
        code: 'invalid',
        message: `${NETWORK_NAMES[value.platform]} is a ${NETWORK_ECOSYSTEM[value.platform]} network`,
      });
    }
    value.addresses.forEach((address, index) =>
      failures.push(...addressFailures(value.platform, address, ['addresses', index])),
    );
    return failures;
  },
);
export type CreateWalletRequest = Infer<typeof CreateWalletRequest>;

/**
 * PATCH /wallet/{id}: only the fields sent change. A new `address` (checked for the wallet's
 * network) is a new payout address: the wallet must be verified again, the password is asked
 * when the last login is older than 15 minutes, and every owner is told by mail.
 */
export const UpdateWalletRequest = object({
  metadata: optional(WalletMetadata),
  address: optional(annotate(singleLineText(), { description: "checked against the wallet's network" })),
  password: optional(ConfirmPassword),
});
export type UpdateWalletRequest = Infer<typeof UpdateWalletRequest>;

/**
 * DELETE /wallet/{id}: the workspace the wallet belongs to. Removing a wallet that archived
 * links paid to asks for the password when the last login is older than 15 minutes; one that
 * active or disabled links pay to is refused (WALLET_IN_USE).
 */
export const DeleteWalletRequest = object({
  companyId: UuidField,
  password: optional(ConfirmPassword),
});
export type DeleteWalletRequest = Infer<typeof DeleteWalletRequest>;

/** The longest signature accepted (0x and the hex of 129 bytes: EVM and Substrate signatures are 64 to 65). */
export const SIGNATURE_MAX_LENGTH = 260;

/**
 * PATCH /wallet/{id}/verify, in two steps: without `signature` the server issues a challenge
 * (a message with a single-use nonce, valid 10 minutes); with the `signature` of that message
 * by the wallet's address, the wallet becomes verified and the challenge is used up.
 * Moonbeam: an EIP-191 personal_sign signature (0x hex); Polkadot and Kusama: an sr25519 or
 * ed25519 signature (0x hex) of the message, or of the message wrapped in `<Bytes>…</Bytes>`
 * as browser extensions sign it.
 */
export const VerifyWalletRequest = object({
  signature: optional(
    annotate(
      refine(singleLineText(), 'too_long', (value) => value.length <= SIGNATURE_MAX_LENGTH || 'Not a signature'),
      { pattern: '^0x[0-9a-fA-F]+$', maxLength: SIGNATURE_MAX_LENGTH },
    ),
  ),
});
export type VerifyWalletRequest = Infer<typeof VerifyWalletRequest>;

/** The message to sign, and until when its nonce works. */
export const WalletChallenge = object({
  message: string(),
  nonce: string(),
  expiresAt: DateTime,
});
export type WalletChallenge = Infer<typeof WalletChallenge>;

/** A wallet as the workspace's members see it. */
export const Wallet = object({
  id: Uuid,
  companyId: Uuid,
  platform: NetworkStruct,
  ecosystem: EcosystemStruct,
  /** One address: the payout address, as stored (Moonbeam addresses checksummed). */
  addresses: array(string()),
  metadata: WalletMetadata,
  /** Whether the workspace proved it controls the address (by signing a challenge). */
  verified: boolean(),
  verifiedAt: nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
  /**
   * Answered by the list route: another workspace (never said which) proved it controls this
   * Moonbeam address by a signature. Transfers to it that match no checkout of this workspace
   * reach only the unmatched payments of the workspaces that proved it.
   */
  provenElsewhere: optional(boolean()),
});
export type Wallet = Infer<typeof Wallet>;

/** GET /wallet?companyId: the workspace's wallets, oldest first. */
export const WalletListResponse = object({ wallets: array(Wallet) });
export type WalletListResponse = Infer<typeof WalletListResponse>;

/** GET /wallet?companyId */
export const WalletListQuery = object({ companyId: UuidField });
export type WalletListQuery = Infer<typeof WalletListQuery>;

/** PATCH /wallet/{id}/verify: the wallet, and the challenge to sign while it is not verified by this call. */
export const VerifyWalletResponse = object({
  wallet: Wallet,
  /** The new challenge (a request without signature); null once the signature verified the wallet. */
  challenge: nullable(WalletChallenge),
});
export type VerifyWalletResponse = Infer<typeof VerifyWalletResponse>;

/** How long a wallet verification challenge can be signed. */
export const WALLET_CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
