import {
  StoreSettings,
  type StorePaymentSettings,
  type StoreSettingsProps,
  type StoreWallet,
} from '../../common/StoreSettings/StoreSettings';
import { messages } from './Squarespace.messages';

export type SquarespaceWallet = StoreWallet;
export type SquarespaceLinkSettings = StorePaymentSettings;
export type SquarespaceSettingsProps = Omit<StoreSettingsProps, 'messages' | 'environmentLocked'>;

/** The payout wallet and the environment of the imported products' links. */
export function SquarespaceSettings(props: SquarespaceSettingsProps) {
  return <StoreSettings {...props} messages={messages} />;
}
