<?php
/**
 * Small helpers shared by the plugin's classes.
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

/** The gateway's id: its settings are the option `woocommerce_meridian_payments_settings`. */
const MERIDIAN_PAYMENTS_GATEWAY_ID = 'meridian_payments';

/** The source the plugin's lines carry in WooCommerce's logs (WooCommerce > Status > Logs). */
const MERIDIAN_PAYMENTS_LOG_SOURCE = 'meridian-payments';

/**
 * Writes a line to WooCommerce's log, under the plugin's source.
 *
 * @param string $level   debug, info, notice, warning or error.
 * @param string $message What happened, for the merchant or their developer.
 * @param array  $context Facts to add (order id, checkout id, event id...).
 */
function meridian_payments_log( $level, $message, $context = array() ) {
	if ( ! function_exists( 'wc_get_logger' ) ) {
		return;
	}
	if ( ! empty( $context ) ) {
		$message .= ' ' . wp_json_encode( $context );
	}
	wc_get_logger()->log( $level, $message, array( 'source' => MERIDIAN_PAYMENTS_LOG_SOURCE ) );
}

/**
 * The Meridian gateway WooCommerce loaded, or null without WooCommerce.
 *
 * @return WC_Gateway_Meridian|null
 */
function meridian_payments_gateway() {
	if ( ! function_exists( 'WC' ) || ! WC()->payment_gateways() ) {
		return null;
	}
	$gateways = WC()->payment_gateways()->payment_gateways();
	return isset( $gateways[ MERIDIAN_PAYMENTS_GATEWAY_ID ] ) ? $gateways[ MERIDIAN_PAYMENTS_GATEWAY_ID ] : null;
}
