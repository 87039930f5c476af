<?php
/**
 * Plugin Name:       Meridian Payments
 * Plugin URI:        https://github.com/meridian-payments/meridian
 * Description:       Accept crypto payments in WooCommerce through Meridian's hosted checkout. Pair the store with a connection code from the Meridian dashboard.
 * Version:           1.0.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Author:            Meridian
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       meridian-payments
 * WC requires at least: 7.0
 * WC tested up to:   9.4
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

define( 'MERIDIAN_PAYMENTS_VERSION', '1.0.0' );
define( 'MERIDIAN_PAYMENTS_DIR', __DIR__ );

require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-meridian-webhook-signature.php';
require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-meridian-api-client.php';

/**
 * Loads the gateway once WooCommerce is there, and offers it at checkout.
 */
function meridian_payments_init() {
	if ( ! class_exists( 'WC_Payment_Gateway' ) ) {
		return;
	}
	require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-wc-gateway-meridian.php';
	add_filter( 'woocommerce_payment_gateways', 'meridian_payments_add_gateway' );
}
add_action( 'plugins_loaded', 'meridian_payments_init', 11 );

/**
 * Declares that the plugin works with WooCommerce's order tables (HPOS): it reads and writes
 * orders through WC_Order and wc_get_orders only.
 */
function meridian_payments_declare_compatibility() {
	if ( class_exists( '\Automattic\WooCommerce\Utilities\FeaturesUtil' ) ) {
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', __FILE__, true );
	}
}
add_action( 'before_woocommerce_init', 'meridian_payments_declare_compatibility' );

/**
 * Adds the gateway to WooCommerce's list.
 *
 * @param string[] $gateways Gateway class names.
 * @return string[]
 */
function meridian_payments_add_gateway( $gateways ) {
	$gateways[] = 'WC_Gateway_Meridian';
	return $gateways;
}
