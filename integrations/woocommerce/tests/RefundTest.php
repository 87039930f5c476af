<?php
/**
 * WooCommerce's refund of an order paid with Meridian (process_refund): Meridian is asked for a
 * refund of the order's checkout in the order's currency, once per try (the idempotency key),
 * with a note on the order; what cannot be refunded is refused with a plain error; and
 * `refund.confirmed` completes the order's refund with a note, once.
 *
 * @package Meridian_Payments
 */

/** Meridian's `POST /v1/refunds` and `GET /v1/checkouts/{id}`, answering what a test sets (the end-to-end suite asks the real API). */
final class Refund_Test_Client {
	public $made      = array();
	public $refusal   = null;
	public $checkouts = array();

	public function create_refund( $body, $idempotency_key ) {
		$this->made[] = array( $body, $idempotency_key );
		if ( null !== $this->refusal ) {
			return $this->refusal;
		}
		return array(
			'id'    => 'a1b2c3d4-0000-4000-8000-00000000000' . count( $this->made ),
			'state' => 'awaiting_address',
		);
	}

	public function get_checkout( $id ) {
		return isset( $this->checkouts[ $id ] ) ? $this->checkouts[ $id ] : new WP_Error( 'NOT_FOUND', 'No checkout', array( 'status' => 404 ) );
	}
}

final class Refund_Test_Gateway extends WC_Gateway_Meridian {
	public $test_client;

	public function client() {
		return $this->test_client;
	}
}

final class RefundTest extends Meridian_Store_TestCase {
	private function gateway() {
		$gateway              = new Refund_Test_Gateway();
		$gateway->test_client = new Refund_Test_Client();
		return $gateway;
	}

	public function test_the_gateway_declares_refunds() {
		$this->assertContains( 'refunds', fake_gateway()->supports );
	}

	public function test_a_refund_asks_meridian_for_the_orders_checkout_in_its_currency_once_per_try() {
		$checkout = fake_order_with_checkout( 501, '25.00', array( 'currency' => 'EUR' ) );
		$gateway  = $this->gateway();

		$this->assertTrue( $gateway->process_refund( 501, '10.00', '  Damaged in transit ' ) );
		$this->assertTrue( $gateway->process_refund( 501, 2.5 ) );

		$this->assertSame(
			array(
				array(
					array(
						'checkoutId' => $checkout['id'],
						'amount'     => '10',
						'currency'   => 'EUR',
						'reason'     => 'Damaged in transit',
					),
					'wc-refund-501-0-10',
				),
				array(
					array(
						'checkoutId' => $checkout['id'],
						'amount'     => '2.5',
						'currency'   => 'EUR',
					),
					'wc-refund-501-1-2.5',
				),
			),
			$gateway->test_client->made
		);
		$notes = $this->notes( 501 );
		$this->assertCount( 2, $notes );
		$this->assertStringStartsWith( 'Refund of 10 EUR made in Meridian (a1b2c3d4-0000-4000-8000-000000000001)', $notes[0] );
		$this->assertStringStartsWith( 'Refund of 2.5 EUR made in Meridian (a1b2c3d4-0000-4000-8000-000000000002)', $notes[1] );
		$this->assertSame(
			array( 'a1b2c3d4-0000-4000-8000-000000000001', 'a1b2c3d4-0000-4000-8000-000000000002' ),
			fake_wc_order_row( 501 )['meta'][ WC_Gateway_Meridian::REFUNDS_META ]
		);
	}

	public function test_what_cannot_be_refunded_is_refused_with_a_plain_error_and_meridian_is_not_asked() {
		fake_wc_create_order( 502, '25.00' );
		fake_order_with_checkout( 503, '25.00' );
		$gateway = $this->gateway();
		$refused = array(
			'meridian_no_order'    => $gateway->process_refund( 999, '1.00' ),
			'meridian_no_checkout' => $gateway->process_refund( 502, '1.00' ),
			'meridian_no_amount'   => $gateway->process_refund( 503, null ),
		);
		foreach ( $refused as $code => $error ) {
			$this->assertInstanceOf( WP_Error::class, $error, $code );
			$this->assertSame( $code, $error->get_error_code() );
		}
		$this->assertSame( 'This order was not paid through Meridian.', $refused['meridian_no_checkout']->get_error_message() );
		$zero = $gateway->process_refund( 503, '0' );
		$this->assertSame( 'meridian_no_amount', $zero->get_error_code() );
		$this->assertSame( array(), $gateway->test_client->made );
		$this->assertSame( array(), $this->notes( 503 ) );
	}

	public function test_meridians_refusal_is_woocommerces_error_with_the_details_in_the_log_and_no_note() {
		fake_order_with_checkout( 504, '25.00' );
		$gateway                       = $this->gateway();
		$gateway->test_client->refusal = new WP_Error( 'REFUND_EXCEEDS_PAYMENT', 'The refund is more than is left to refund', array( 'status' => 422 ) );

		$error = $gateway->process_refund( 504, '30.00' );

		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertSame( 'REFUND_EXCEEDS_PAYMENT', $error->get_error_code() );
		$this->assertSame( array(), $this->notes( 504 ) );
		$this->assertSame( '', fake_wc_order_row( 504 )['meta'][ WC_Gateway_Meridian::REFUNDS_META ] ?? '' );
		$line = array_slice( fake_logs(), -1 )[0];
		$this->assertSame( 'error', $line['level'] );
		$this->assertStringContainsString( '"error":"REFUND_EXCEEDS_PAYMENT"', $line['message'] );
	}

	public function test_refund_confirmed_notes_the_transfer_on_the_order_once() {
		$checkout = fake_order_with_checkout( 505, '25.00', array( 'currency' => 'EUR' ) );
		$gateway  = $this->gateway();
		$gateway->test_client->checkouts = array( $checkout['id'] => fake_paid( $checkout ) );
		$refund   = array(
			'id'          => 'a1b2c3d4-0000-4000-8000-000000000009',
			'checkoutId'  => $checkout['id'],
			'state'       => 'confirmed',
			'priceAmount' => '10.00',
			'currency'    => 'EUR',
			'txHash'      => '0x' . str_repeat( 'ab', 32 ),
		);
		$delivery = fake_delivery( 'refund.confirmed', $refund );

		$this->assertSame( array( 'status' => 200, 'message' => 'refund-confirmed' ), $gateway->receive_webhook( $delivery['headers'], $delivery['body'] ) );
		$again = fake_delivery( 'refund.confirmed', $refund );
		$this->assertSame( array( 'status' => 200, 'message' => 'already applied' ), $gateway->receive_webhook( $again['headers'], $again['body'] ) );

		$this->assertSame(
			array( 'Meridian refund confirmed on chain: 10.00 EUR sent back (transaction 0x' . str_repeat( 'ab', 32 ) . ').' ),
			$this->notes( 505 )
		);
		// Another store's checkout (this key cannot see it) is not about this store.
		$stranger = fake_delivery( 'refund.confirmed', array_merge( $refund, array( 'id' => 'a1b2c3d4-0000-4000-8000-00000000000a', 'checkoutId' => wp_generate_uuid4() ) ) );
		$this->assertSame( array( 'status' => 200, 'message' => 'not about a checkout of this store' ), $gateway->receive_webhook( $stranger['headers'], $stranger['body'] ) );
	}
}
