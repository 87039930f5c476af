<?php
/**
 * Meridian in WooCommerce's Cart and Checkout blocks.
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType;

/**
 * The block checkout's side of the gateway: registered on
 * `woocommerce_blocks_payment_method_type_registration`, it names the script that registers the
 * payment method in the browser (assets/js/blocks.js, plain JavaScript: no build step) and the
 * data the script reads (`meridian_payments_data`: title, description, supports). The order is
 * then paid through the gateway's own process_payment, as in the classic checkout.
 */
final class Meridian_Blocks_Support extends AbstractPaymentMethodType {
	/** The script's handle. */
	const SCRIPT = 'meridian-payments-blocks';

	/** @var string The gateway's id. */
	protected $name = MERIDIAN_PAYMENTS_GATEWAY_ID;

	/** Reads the gateway's settings. */
	public function initialize() {
		$this->settings = get_option( 'woocommerce_' . MERIDIAN_PAYMENTS_GATEWAY_ID . '_settings', array() );
	}

	/** Offered when the gateway is (enabled, connected, in a supported currency). */
	public function is_active() {
		$gateway = meridian_payments_gateway();
		return null !== $gateway && $gateway->is_available();
	}

	/** @return string[] */
	public function get_payment_method_script_handles() {
		wp_register_script(
			self::SCRIPT,
			plugins_url( 'assets/js/blocks.js', MERIDIAN_PAYMENTS_FILE ),
			array( 'wc-blocks-registry', 'wc-settings', 'wp-element', 'wp-html-entities' ),
			MERIDIAN_PAYMENTS_VERSION,
			true
		);
		return array( self::SCRIPT );
	}

	/** @return array What the script reads. */
	public function get_payment_method_data() {
		$gateway = meridian_payments_gateway();
		return array(
			'title'       => $this->get_setting( 'title' ),
			'description' => $this->get_setting( 'description' ),
			'supports'    => null === $gateway ? array( 'products' ) : array_values( array_filter( $gateway->supports, array( $gateway, 'supports' ) ) ),
		);
	}
}
