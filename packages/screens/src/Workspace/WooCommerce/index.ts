export { WooCommerce, type WooCommerceProps, type WooCommerceState } from './WooCommerce';
export { type WooCommerceStoreSettings, type WooCommerceWallet } from './WooCommerceSettings';
