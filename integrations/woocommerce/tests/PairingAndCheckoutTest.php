<?php
/**
 * Against the real Meridian API (MERIDIAN_API_URL): the settings page's connection code exchanged
 * for a key and a webhook secret, then checkouts made for orders when the buyer presses Pay.
 *
 * @package Meridian_Payments
 */

use PHPUnit\Framework\TestCase;

final class PairingAndCheckoutTest extends TestCase {
	public function test_the_settings_page_exchanges_the_code_for_a_key_and_a_webhook_secret() {
		Fake_WP_State::reset();
		update_option( 'woocommerce_hold_stock_minutes', '60' );
		$_POST = array(
			'woocommerce_meridian_payments_enabled'         => 'yes',
			'woocommerce_meridian_payments_api_url'         => getenv( 'MERIDIAN_API_URL' ),
			'woocommerce_meridian_payments_connection_code' => getenv( 'MERIDIAN_CODE' ),
		);
		fake_gateway()->process_admin_options();
		$_POST = array();
		$this->assertSame( array(), $GLOBALS['fake_admin_errors'] );
		$saved = fake_gateway();
		$this->assertStringStartsWith( 'mrd_test_', $saved->get_option( 'api_key' ) );
		$this->assertMatchesRegularExpression( '/^whsec_[A-Za-z0-9+\/]{43}=$/', $saved->get_option( 'webhook_secret' ) );
		$this->assertSame( 'test', $saved->get_option( 'environment' ) );
		$this->assertSame( '', $saved->get_option( 'connection_code' ) );
		$this->assertSame( home_url( '/' ) . '?wc-api=meridian_payments', $saved->webhook_url() );
		$this->assertTrue( $saved->is_available() );
	}

	public function test_a_spent_code_is_refused_and_the_key_kept() {
		$gateway = fake_gateway();
		$key     = $gateway->get_option( 'api_key' );
		$result  = $gateway->pair( getenv( 'MERIDIAN_CODE' ) );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'CODE_INVALID', $result->get_error_code() );
		$this->assertSame( $key, fake_gateway()->get_option( 'api_key' ) );
	}

	public function test_pay_makes_a_checkout_for_the_order_and_sends_the_buyer_there_once() {
		foreach ( array( 101, 102, 103, 104, 105, 106 ) as $id ) {
			fake_wc_create_order( $id, '25.00' );
			$before = time();
			$result = fake_gateway()->process_payment( $id );
			$this->assertSame( 'success', $result['result'], json_encode( $GLOBALS['fake_wc_notices'] ) );
			$this->assertStringStartsWith( getenv( 'MERIDIAN_PAY_URL' ), $result['redirect'] );
			$records = Meridian_Order_Sync::records( wc_get_order( $id ) );
			$this->assertCount( 1, $records );
			$this->assertSame( array( '25.00', 'USD', 'test', $result['redirect'] ), array( $records[0]['amount'], $records[0]['currency'], $records[0]['mode'], $records[0]['url'] ) );
			// As long as WooCommerce holds the stock: an hour.
			$this->assertEqualsWithDelta( $before + 3600, strtotime( $records[0]['expiresAt'] ), 5 );
			$checkout = fake_gateway()->client()->get_checkout( $records[0]['id'] );
			$this->assertSame( array( (string) $id, 'open' ), array( $checkout['orderReference'], $checkout['status'] ) );
			$this->assertSame( 'wc_order_' . $id . 'abc', $checkout['metadata']['order_key'] );
		}
		// Pressing Pay again sends the buyer to the same checkout.
		$first = Meridian_Order_Sync::current( wc_get_order( 101 ) );
		$this->assertSame( $first['url'], fake_gateway()->process_payment( 101 )['redirect'] );
		$this->assertCount( 1, Meridian_Order_Sync::records( wc_get_order( 101 ) ) );
	}

	public function test_an_order_in_euros_or_yen_is_priced_in_its_own_currency() {
		foreach ( array( 111 => array( '25.00', 'EUR' ), 112 => array( '1250', 'JPY' ) ) as $id => $order ) {
			fake_wc_create_order( $id, $order[0], $order[1] );
			$result = fake_gateway()->process_payment( $id );
			$this->assertSame( 'success', $result['result'], json_encode( $GLOBALS['fake_wc_notices'] ) );
			$records = Meridian_Order_Sync::records( wc_get_order( $id ) );
			$this->assertSame( $order, array( $records[0]['amount'], $records[0]['currency'] ) );
			$checkout = fake_gateway()->client()->get_checkout( $records[0]['id'] );
			$this->assertSame( $order, array( $checkout['amount'], $checkout['currency'] ) );
		}
	}

	public function test_a_changed_total_makes_a_new_checkout_and_ends_the_old_one() {
		$old   = Meridian_Order_Sync::current( wc_get_order( 105 ) );
		$order = wc_get_order( 105 );
		$order->set_total( '35.00' );
		$order->save();
		$result  = fake_gateway()->process_payment( 105 );
		$records = Meridian_Order_Sync::records( wc_get_order( 105 ) );
		$this->assertSame( array( $old['id'], $records[1]['id'] ), array_column( $records, 'id' ) );
		$this->assertSame( array( '35.00', $result['redirect'] ), array( $records[1]['amount'], $records[1]['url'] ) );
		$this->assertSame( 'expired', fake_gateway()->client()->get_checkout( $old['id'] )['status'] );
	}

	public function test_an_order_above_the_stores_limit_is_a_plain_message_and_the_details_are_logged() {
		fake_wc_create_order( 107, '250.00' );
		$this->assertSame( array( 'result' => 'failure' ), fake_gateway()->process_payment( 107 ) );
		$this->assertSame( 'This order is above the amount this store can take in crypto. Choose another payment method.', $GLOBALS['fake_wc_notices'][0]['message'] );
		$this->assertStringContainsString( '"error":"TIER_LIMIT_EXCEEDED"', array_slice( fake_logs(), -1 )[0]['message'] );
		$GLOBALS['fake_wc_notices'] = array();
	}
}
