<?php
/**
 * The gateway at checkout (when it is offered, what the buyer reads when it cannot start), in the
 * Cart and Checkout blocks, its declared compatibility, and what deleting the plugin removes.
 *
 * @package Meridian_Payments
 */

use Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry;
use Automattic\WooCommerce\Utilities\FeaturesUtil;

final class GatewayTest extends Meridian_Store_TestCase {
	public function test_it_is_offered_only_enabled_connected_and_in_us_dollars() {
		$this->assertTrue( fake_gateway()->is_available() );
		$unavailable = array(
			'disabled'      => array( 'enabled' => 'no' ),
			'no API'        => array( 'api_url' => '' ),
			'no key'        => array( 'api_key' => '' ),
			'no secret'     => array( 'webhook_secret' => '' ),
		);
		foreach ( $unavailable as $name => $settings ) {
			fake_store_connected( $settings );
			$this->assertFalse( fake_gateway()->is_available(), $name );
		}
		fake_store_connected();
		update_option( 'woocommerce_currency', 'SEK' );
		$this->assertFalse( fake_gateway()->is_available(), 'Swedish kronor' );
	}

	public function test_an_order_in_another_currency_is_refused_with_a_plain_message() {
		fake_wc_create_order( 401, '10.00', 'SEK' );
		$this->assertSame( array( 'result' => 'failure' ), fake_gateway()->process_payment( 401 ) );
		$this->assertSame( 'Meridian does not take payments in this order\'s currency. Choose another payment method.', $GLOBALS['fake_wc_notices'][0]['message'] );
		$this->assertSame( '', fake_wc_order_row( 401 )['meta'][ Meridian_Order_Sync::CHECKOUT_META ] ?? '' );
	}

	public function test_meridian_out_of_reach_is_a_plain_message_for_the_buyer_and_the_details_in_the_log() {
		fake_wc_create_order( 402, '10.00' );
		$this->assertSame( array( 'result' => 'failure' ), fake_gateway()->process_payment( 402 ) );
		$this->assertSame(
			array(
				array(
					'message' => 'Crypto payments are not available right now. Try again in a few minutes, or choose another payment method.',
					'type'    => 'error',
				),
			),
			$GLOBALS['fake_wc_notices']
		);
		$line = array_slice( fake_logs(), -1 )[0];
		$this->assertSame( array( 'error', 'meridian-payments' ), array( $line['level'], $line['source'] ) );
		$this->assertStringContainsString( '"error":"http_request_failed"', $line['message'] );
		$this->assertSame( 'pending', $this->status( 402 ) );
	}

	public function test_it_is_a_payment_method_of_the_block_checkout() {
		$registry = new PaymentMethodRegistry();
		do_action( 'woocommerce_blocks_payment_method_type_registration', $registry );
		$this->assertSame( array( 'meridian_payments' ), array_keys( $registry->registered ) );
		$method = $registry->registered['meridian_payments'];
		$this->assertInstanceOf( Meridian_Blocks_Support::class, $method );
		$method->initialize();
		$this->assertTrue( $method->is_active() );
		$this->assertSame( array( 'meridian-payments-blocks' ), $method->get_payment_method_script_handles() );
		$script = $GLOBALS['fake_wp_scripts']['meridian-payments-blocks'];
		$this->assertSame( home_url( '/wp-content/plugins/meridian-payments/assets/js/blocks.js' ), $script['src'] );
		$this->assertSame( array( 'wc-blocks-registry', 'wc-settings', 'wp-element', 'wp-html-entities' ), $script['deps'] );
		$this->assertFileExists( __DIR__ . '/../meridian-payments/assets/js/blocks.js' );
		$this->assertSame(
			array(
				'title'       => 'Crypto (Meridian)',
				'description' => 'Pay with stablecoins &amp; crypto.',
				'supports'    => array( 'products', 'refunds' ),
			),
			$method->get_payment_method_data()
		);
		fake_store_connected( array( 'api_key' => '' ) );
		$GLOBALS['fake_woocommerce'] = null;
		$this->assertFalse( $method->is_active() );
	}

	public function test_it_declares_itself_compatible_with_the_order_tables_and_the_blocks() {
		foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
			$this->assertSame( array( MERIDIAN_PAYMENTS_FILE => true ), FeaturesUtil::$declared[ $feature ], $feature );
		}
		$this->assertSame( realpath( __DIR__ . '/../meridian-payments/meridian-payments.php' ), MERIDIAN_PAYMENTS_FILE );
	}

	public function test_deleting_the_plugin_removes_its_settings_locks_and_action() {
		global $wpdb;
		update_option( 'woocommerce_currency', 'USD' );
		$wpdb->insert( $wpdb->options, array( 'option_name' => 'meridian_payments_lock_7', 'option_value' => '1|x', 'autoload' => 'no' ) );
		$wpdb->insert( $wpdb->options, array( 'option_name' => 'meridian_paymentsXlockX7', 'option_value' => 'kept', 'autoload' => 'no' ) );
		Meridian_Reconciler::schedule();
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'meridian-payments/meridian-payments.php' );
		}
		include __DIR__ . '/../meridian-payments/uninstall.php';
		$options = Fake_WP_State::read()['options'];
		$this->assertSame( array( 'woocommerce_currency', 'meridian_paymentsXlockX7' ), array_keys( $options ) );
		$this->assertSame( array(), Fake_WP_State::read()['actions'] );
	}
}
