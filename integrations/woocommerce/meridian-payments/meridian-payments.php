<?php
/**
 * Plugin Name:       Meridian Payments
 * Plugin URI:        https://github.com/meridian-payments/meridian
 * Description:       Accept crypto payments in WooCommerce through Meridian's hosted checkout. Pair the store with a connection code from the Meridian dashboard.
 * Version:           1.1.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Requires Plugins:  woocommerce
 * Author:            Meridian
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       meridian-payments
 * Domain Path:       /languages
 * WC requires at least: 8.0
 * WC tested up to:   9.4
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

define( 'MERIDIAN_PAYMENTS_VERSION', '1.1.0' );
define( 'MERIDIAN_PAYMENTS_FILE', __FILE__ );
define( 'MERIDIAN_PAYMENTS_DIR', __DIR__ );

require_once MERIDIAN_PAYMENTS_DIR . '/includes/functions.php';
require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-meridian-webhook-signature.php';
require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-meridian-api-client.php';
require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-meridian-order-lock.php';
require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-meridian-reconciler.php';

/**
 * Loads the translations, and the gateway once WooCommerce is there.
 */
function meridian_payments_init() {
	load_plugin_textdomain( 'meridian-payments', false, dirname( plugin_basename( MERIDIAN_PAYMENTS_FILE ) ) . '/languages' );
	if ( ! class_exists( 'WC_Payment_Gateway' ) ) {
		return;
	}
	require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-meridian-order-sync.php';
	require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-meridian-order-transition.php';
	require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-meridian-webhook-receiver.php';
	require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-meridian-checkout-maker.php';
	require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-wc-gateway-meridian.php';
	add_filter( 'woocommerce_payment_gateways', 'meridian_payments_add_gateway' );
	add_action( 'init', array( 'Meridian_Reconciler', 'schedule' ) );
	add_action( Meridian_Reconciler::HOOK, 'meridian_payments_reconcile' );
}
add_action( 'plugins_loaded', 'meridian_payments_init', 11 );

/**
 * Declares that the plugin works with WooCommerce's order tables (HPOS: it reads and writes
 * orders through WC_Order and wc_get_order only) and with the Cart and Checkout blocks.
 */
function meridian_payments_declare_compatibility() {
	if ( class_exists( '\Automattic\WooCommerce\Utilities\FeaturesUtil' ) ) {
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', MERIDIAN_PAYMENTS_FILE, true );
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', MERIDIAN_PAYMENTS_FILE, true );
	}
}
add_action( 'before_woocommerce_init', 'meridian_payments_declare_compatibility' );

/**
 * Offers Meridian in the block checkout (the default checkout of new stores).
 */
function meridian_payments_blocks_loaded() {
	if ( ! class_exists( '\Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType' ) ) {
		return;
	}
	require_once MERIDIAN_PAYMENTS_DIR . '/includes/class-meridian-blocks-support.php';
	add_action(
		'woocommerce_blocks_payment_method_type_registration',
		function ( $registry ) {
			$registry->register( new Meridian_Blocks_Support() );
		}
	);
}
add_action( 'woocommerce_blocks_loaded', 'meridian_payments_blocks_loaded' );

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

/**
 * The scheduled reconciliation (Action Scheduler, every five minutes).
 */
function meridian_payments_reconcile() {
	$gateway = meridian_payments_gateway();
	if ( $gateway ) {
		( new Meridian_Reconciler( $gateway ) )->run();
	}
}

/**
 * Tells an administrator that the plugin needs WooCommerce, while WooCommerce is not active.
 */
function meridian_payments_missing_woocommerce_notice() {
	if ( class_exists( 'WooCommerce' ) || ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	echo '<div class="notice notice-error"><p>' . esc_html__( 'Meridian Payments needs WooCommerce. Install and activate WooCommerce to take crypto payments.', 'meridian-payments' ) . '</p></div>';
}
add_action( 'admin_notices', 'meridian_payments_missing_woocommerce_notice' );

register_activation_hook( MERIDIAN_PAYMENTS_FILE, array( 'Meridian_Reconciler', 'schedule' ) );
register_deactivation_hook( MERIDIAN_PAYMENTS_FILE, array( 'Meridian_Reconciler', 'unschedule' ) );
