<?php
/**
 * An event changes the order its checkout names, and only when the checkout is one the plugin
 * made for that order: on both of WooCommerce's order storages (FAKE_WC_STORAGE).
 *
 * @package Meridian_Payments
 */

final class OrderMatchingTest extends Meridian_Store_TestCase {
	/**
	 * A store with a $499 order waiting, and a payment on one of the workspace's payment links:
	 * nothing in the store is paid. Before, the plugin looked the order up with a `meta_query`,
	 * which the posts storage ignores, and marked the first order it got paid.
	 */
	public function test_a_payment_on_a_payment_link_marks_no_order_paid() {
		fake_order_with_checkout( 499, '499.00' );
		fake_order_with_checkout( 500, '12.00' );
		$link_checkout = fake_paid( fake_checkout( 0, array( 'orderReference' => null, 'paymentLinkId' => wp_generate_uuid4() ) ) );
		// The same payment as the API described it before checkouts had an object of their own.
		$before_shape = array(
			'sessionId'   => $link_checkout['id'],
			'linkId'      => $link_checkout['paymentLinkId'],
			'environment' => 'test',
			'state'       => 'paid',
		);
		foreach ( array( $link_checkout, $before_shape ) as $data ) {
			$answer = fake_receive( fake_delivery( 'checkout.paid', $data ) );
			$this->assertSame( 200, $answer['status'] );
		}
		$this->assertSame( 'pending', $this->status( 499 ) );
		$this->assertSame( 'pending', $this->status( 500 ) );
		$this->assertSame( array(), $this->notes( 499 ) );
		$this->assertSame( array(), Fake_WP_State::read()['payment_completes'] );
	}

	public function test_a_checkout_naming_an_order_it_was_not_made_for_changes_nothing_and_is_logged() {
		fake_order_with_checkout( 499, '499.00' );
		// Another program of the workspace made a checkout with the same order reference.
		$stranger = fake_paid( fake_checkout( 499, array( 'amount' => '499.00' ) ) );
		$answer   = fake_receive( fake_delivery( 'checkout.paid', $stranger ) );
		$this->assertSame( array( 'status' => 200, 'message' => 'mismatch' ), $answer );
		$this->assertSame( 'pending', $this->status( 499 ) );
		$this->assertSame( array(), $this->notes( 499 ) );
		$this->assertLogged( 'warning', "the checkout is not one of the order's" );
	}

	public function test_a_checkout_whose_amount_currency_or_mode_differs_from_the_recorded_one_changes_nothing() {
		$checkout = fake_order_with_checkout( 499, '499.00' );
		$changes  = array(
			'amount'   => array( 'amount' => '4.99' ),
			'currency' => array( 'currency' => 'EUR' ),
			'mode'     => array( 'mode' => 'live' ),
		);
		foreach ( $changes as $field => $change ) {
			$answer = fake_receive( fake_delivery( 'checkout.paid', fake_paid( $checkout, $change ) ) );
			$this->assertSame( 'mismatch', $answer['message'], $field );
			$this->assertLogged( 'warning', 'its ' . $field . ' is ' );
		}
		$this->assertSame( 'pending', $this->status( 499 ) );
		$this->assertSame( array(), $this->notes( 499 ) );
	}

	public function test_an_order_the_store_does_not_have_or_a_reference_that_is_not_an_order_id_is_acknowledged() {
		fake_order_with_checkout( 499, '499.00' );
		foreach ( array( '404', 'ORDER-499', '499 ', '0499' ) as $reference ) {
			$answer = fake_receive( fake_delivery( 'checkout.paid', fake_paid( fake_checkout( $reference, array( 'amount' => '499.00' ) ) ) ) );
			$this->assertSame( array( 'status' => 200, 'message' => 'no-order' ), $answer, $reference );
		}
		$this->assertSame( 'pending', $this->status( 499 ) );
	}

	public function test_the_order_the_checkout_names_is_paid_whatever_the_storage() {
		fake_order_with_checkout( 498, '12.00' );
		$checkout = fake_order_with_checkout( 499, '499.00' );
		fake_order_with_checkout( 500, '30.00' );
		$paid   = fake_paid( $checkout );
		$answer = fake_receive( fake_delivery( 'checkout.paid', $paid ) );
		$this->assertSame( array( 'status' => 200, 'message' => 'applied' ), $answer );
		$this->assertSame( array( 'pending', 'processing', 'pending' ), array( $this->status( 498 ), $this->status( 499 ), $this->status( 500 ) ) );
		$this->assertSame( $paid['payment']['txHash'], fake_wc_order_row( 499 )['transaction_id'] );
	}

	/** The posts storage does ignore a meta_query: the fake behaves as WooCommerce does. */
	public function test_the_storage_answers_a_meta_query_as_woocommerce_does() {
		fake_order_with_checkout( 499, '499.00' );
		$found = wc_get_orders(
			array(
				'limit'      => 1,
				'meta_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery
					array(
						'key'   => Meridian_Order_Sync::CHECKOUT_META,
						'value' => 'no-such-checkout',
					),
				),
			)
		);
		$this->assertCount( 'posts' === fake_wc_storage() ? 1 : 0, $found );
	}

	private function assertLogged( $level, $fragment ) {
		foreach ( fake_logs() as $line ) {
			if ( $line['level'] === $level && 'meridian-payments' === $line['source'] && false !== strpos( $line['message'], $fragment ) ) {
				$this->addToAssertionCount( 1 );
				return;
			}
		}
		$this->fail( "No $level line with “{$fragment}” in " . json_encode( fake_logs() ) );
	}
}
