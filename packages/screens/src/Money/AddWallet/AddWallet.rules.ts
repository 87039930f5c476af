import { checkWalletAddress, type AddressProblem, type Network, type WalletColour } from '@meridian/contract';
import { checkWalletDetails, type WalletDetailsErrorKey } from '../common/WalletDetailsFields';

export const ADD_WALLET_STEPS = ['network', 'address', 'details'] as const;
export type AddWalletStep = (typeof ADD_WALLET_STEPS)[number];

/** Where the address comes from: an account of the connected wallet, or typed by hand. */
export type AddressSource = 'wallet' | 'manual';

export interface AddWalletValues {
  network: Network | null;
  source: AddressSource;
  /** The connected wallet's account chosen. */
  account: string;
  /** The address typed by hand. */
  address: string;
  label: string;
  colour: WalletColour;
}

/** What the add-wallet flow hands over: the address as Meridian stores it (EIP-55 on Moonbeam). */
export interface NewWallet {
  network: Network;
  address: string;
  label: string;
  colour: WalletColour;
}

export type AddWalletErrorKey = 'networkRequired' | 'accountRequired' | AddressProblem | WalletDetailsErrorKey;

export const emptyAddWalletValues: AddWalletValues = {
  network: null,
  source: 'wallet',
  account: '',
  address: '',
  label: '',
  colour: 'blue',
};

function checkAddress(values: AddWalletValues) {
  if (!values.network) return { ok: false as const, problem: 'invalid' as const };
  if (values.source === 'wallet' && values.account === '')
    return { ok: false as const, problem: 'accountRequired' as const };
  return checkWalletAddress(values.network, values.source === 'wallet' ? values.account : values.address);
}

/** The checks of one step: each step checks its own fields. */
export function validateStep(
  step: AddWalletStep,
  values: AddWalletValues,
): Partial<Record<keyof AddWalletValues, AddWalletErrorKey>> {
  if (step === 'network') return values.network ? {} : { network: 'networkRequired' };
  if (step === 'address') {
    const check = checkAddress(values);
    if (check.ok) return {};
    return values.source === 'wallet' ? { account: check.problem } : { address: check.problem };
  }
  return checkWalletDetails(values);
}

/** Whether anything was chosen or typed: leaving then asks first. */
export function hasProgress(values: AddWalletValues): boolean {
  return values.network !== null || values.account !== '' || values.address.trim() !== '' || values.label.trim() !== '';
}

/** The wallet to create, once every step is valid. */
export function toNewWallet(values: AddWalletValues): NewWallet {
  const check = checkAddress(values);
  return {
    network: values.network ?? 'moonbeam',
    address: check.ok ? check.address : values.address.trim(),
    label: values.label.trim(),
    colour: values.colour,
  };
}
