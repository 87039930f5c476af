export { WooCommerce, type WooCommerceProps, type WooCommerceState } from './WooCommerce';
