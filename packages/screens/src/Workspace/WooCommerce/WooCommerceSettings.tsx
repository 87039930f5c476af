import {
  StoreSettings,
  type StorePaymentSettings,
  type StoreSettingsProps,
  type StoreWallet,
} from '../../common/StoreSettings/StoreSettings';
import { settingsMessages } from './WooCommerce.messages';

export type WooCommerceWallet = StoreWallet;
export type WooCommerceStoreSettings = StorePaymentSettings;
export type WooCommerceSettingsProps = Omit<StoreSettingsProps, 'messages' | 'environmentLocked'> & {
  /** A connected store's key has one environment: it changes by pairing again. */
  environmentLocked: boolean;
};

/** The wallet the store's checkouts pay, and whether they are test or live payments. */
export function WooCommerceSettings(props: WooCommerceSettingsProps) {
  return <StoreSettings {...props} messages={settingsMessages} />;
}
