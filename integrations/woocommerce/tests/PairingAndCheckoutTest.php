<?php
/**
 * The settings page's connection code exchanged with Meridian, and checkouts created for orders.
 *
 * @package Meridian_Payments
 */

use PHPUnit\Framework\TestCase;

final class PairingAndCheckoutTest extends TestCase {
	private function gateway() {
		return new WC_Gateway_Meridian();
	}

	public function test_the_settings_page_exchanges_the_code_for_a_key_and_a_webhook_secret() {
		$gateway = $this->gateway();
		$_POST   = array(
			'woocommerce_meridian_payments_enabled'         => 'yes',
			'woocommerce_meridian_payments_api_url'         => getenv( 'MERIDIAN_API_URL' ),
			'woocommerce_meridian_payments_connection_code' => getenv( 'MERIDIAN_CODE' ),
		);
		$gateway->process_admin_options();
		$_POST = array();
		$this->assertSame( array(), $GLOBALS['fake_admin_errors'] );
		$saved = $this->gateway();
		$this->assertStringStartsWith( 'mrd_test_', $saved->get_option( 'api_key' ) );
		$this->assertMatchesRegularExpression( '/^whsec_[A-Za-z0-9+\/]{43}=$/', $saved->get_option( 'webhook_secret' ) );
		$this->assertSame( 'test', $saved->get_option( 'environment' ) );
		$this->assertSame( '', $saved->get_option( 'connection_code' ) );
		$this->assertSame( home_url( '/' ) . '?wc-api=meridian_payments', $saved->webhook_url() );
	}

	public function test_a_spent_code_is_refused_and_the_key_kept() {
		$gateway = $this->gateway();
		$key     = $gateway->get_option( 'api_key' );
		$result  = $gateway->pair( getenv( 'MERIDIAN_CODE' ) );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'CODE_INVALID', $result->get_error_code() );
		$this->assertSame( $key, $this->gateway()->get_option( 'api_key' ) );
	}

	public function test_process_payment_creates_a_checkout_and_sends_the_buyer_there() {
		foreach ( array( 101, 102, 103 ) as $id ) {
			fake_wc_create_order( $id, '25.00' );
			$result = $this->gateway()->process_payment( $id );
			$this->assertSame( 'success', $result['result'], json_encode( $GLOBALS['fake_wc_notices'] ) );
			$this->assertStringStartsWith( getenv( 'MERIDIAN_PAY_URL' ), $result['redirect'] );
			$this->assertMatchesRegularExpression( '/^[0-9a-f-]{36}$/', wc_get_order( $id )->get_meta( '_meridian_checkout_id' ) );
		}
		// Pressing Pay again makes no second checkout.
		$first = wc_get_order( 101 )->get_meta( '_meridian_checkout_id' );
		$again = $this->gateway()->process_payment( 101 );
		$this->assertSame( 'success', $again['result'] );
		$this->assertSame( $first, wc_get_order( 101 )->get_meta( '_meridian_checkout_id' ) );
	}

	public function test_an_api_error_is_a_notice_and_a_failure() {
		fake_wc_create_order( 104, '0.00' );
		$result = $this->gateway()->process_payment( 104 );
		$this->assertSame( array( 'result' => 'failure' ), $result );
		$this->assertCount( 1, $GLOBALS['fake_wc_notices'] );
		$this->assertSame( 'error', $GLOBALS['fake_wc_notices'][0]['type'] );
		$this->assertStringContainsString( 'could not be started', $GLOBALS['fake_wc_notices'][0]['message'] );
		$this->assertSame( '', wc_get_order( 104 )->get_meta( '_meridian_checkout_id' ) );
		$GLOBALS['fake_wc_notices'] = array();
		fake_wc_create_order( 105, '10.00', 'EUR' );
		$this->assertSame( array( 'result' => 'failure' ), $this->gateway()->process_payment( 105 ) );
		$this->assertStringContainsString( 'US dollars', $GLOBALS['fake_wc_notices'][0]['message'] );
		$GLOBALS['fake_wc_notices'] = array();
	}
}
