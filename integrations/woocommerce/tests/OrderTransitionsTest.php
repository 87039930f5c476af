<?php
/**
 * What each event does to its order: paid completes a waiting order's payment, expired cancels
 * a pending one, and money that does not fit never moves an order silently.
 *
 * @package Meridian_Payments
 */

final class OrderTransitionsTest extends Meridian_Store_TestCase {
	public function test_paid_completes_the_payment_once_however_often_it_is_sent() {
		$checkout = fake_order_with_checkout( 101, '25.00' );
		$delivery = fake_delivery( 'checkout.paid', fake_paid( $checkout ) );
		$this->assertSame( 'applied', fake_receive( $delivery )['message'] );
		$this->assertSame( array( 'status' => 200, 'message' => 'already' ), fake_receive( $delivery ) );
		// The same event under another delivery id (the reconciliation, say) is applied once too.
		$this->assertSame( 'already', fake_receive( fake_delivery( 'checkout.paid', fake_paid( $checkout ) ) )['message'] );
		$this->assertSame( 'processing', $this->status( 101 ) );
		$this->assertSame( 1, $this->completions( 101 ) );
		$this->assertCount( 1, Fake_WP_State::read()['emails'] );
		$this->assertStringContainsString( 'paid in full', end( fake_wc_order_row( 101 )['notes'] ) );
	}

	public function test_a_checkout_marked_paid_in_the_dashboard_completes_the_payment_with_its_note() {
		$checkout = fake_order_with_checkout( 101, '25.00' );
		fake_receive( fake_delivery( 'checkout.paid', fake_paid( $checkout, array( 'exception' => 'marked', 'payment' => null ) ) ) );
		$this->assertSame( 'processing', $this->status( 101 ) );
		$this->assertSame( $checkout['id'], fake_wc_order_row( 101 )['transaction_id'] );
		$this->assertStringContainsString( 'marked as paid in the Meridian dashboard', end( fake_wc_order_row( 101 )['notes'] ) );
	}

	public function test_expired_cancels_a_pending_order_and_nothing_else() {
		$pending = fake_order_with_checkout( 102, '10.00' );
		$this->assertSame( 'applied', fake_receive( fake_delivery( 'checkout.expired', $pending + array() ) )['message'] );
		$this->assertSame( 'cancelled', $this->status( 102 ) );
		$this->assertSame( array( 'Meridian: the checkout expired unpaid. Order status changed from Pending payment to Cancelled.' ), $this->notes( 102 ) );

		$paid = fake_order_with_checkout( 103, '10.00' );
		fake_receive( fake_delivery( 'checkout.paid', fake_paid( $paid ) ) );
		fake_receive( fake_delivery( 'checkout.expired', array_merge( $paid, array( 'status' => 'expired' ) ) ) );
		$this->assertSame( 'processing', $this->status( 103 ) );
	}

	/** @return array<string, array{string, string}> */
	public function unfitting_money() {
		return array(
			'paid late'  => array( 'checkout.paid_late', 'was paid after it had expired' ),
			'underpaid'  => array( 'checkout.underpaid', 'paid less than the total' ),
			'overpaid'   => array( 'checkout.overpaid', 'paid more than the total' ),
			'reverted'   => array( 'payment.reverted', 'was reverted on the chain' ),
		);
	}

	/** @dataProvider unfitting_money */
	public function test_money_that_does_not_fit_puts_a_waiting_order_on_hold_with_a_note( $type, $note ) {
		$checkout = fake_order_with_checkout( 104, '40.00' );
		$sync     = fake_gateway()->sync();
		$this->assertSame( 'applied', $sync->apply( 'evt-1', $type, fake_paid( $checkout ) ) );
		$this->assertSame( 'on-hold', $this->status( 104 ) );
		$this->assertStringContainsString( $note, $this->notes( 104 )[0] );
		$this->assertSame( 0, $this->completions( 104 ) );
	}

	/** @dataProvider unfitting_money */
	public function test_a_cancelled_refunded_or_completed_order_is_never_moved_silently( $type, $note ) {
		foreach ( array( 'cancelled', 'refunded', 'completed' ) as $index => $status ) {
			$id       = 110 + $index;
			$checkout = fake_order_with_checkout( $id, '40.00' );
			( new WC_Order( $id ) )->update_status( $status );
			fake_gateway()->sync()->apply( 'evt-' . $id, $type, fake_paid( $checkout ) );
			$this->assertSame( 'on-hold', $this->status( $id ), $status );
			$this->assertStringContainsString( $note, end( fake_wc_order_row( $id )['notes'] ), $status );
		}
	}

	public function test_paid_on_a_cancelled_refunded_or_completed_order_holds_it_instead_of_completing_it() {
		foreach ( array( 'cancelled', 'refunded', 'completed' ) as $index => $status ) {
			$id       = 120 + $index;
			$checkout = fake_order_with_checkout( $id, '40.00' );
			( new WC_Order( $id ) )->update_status( $status );
			fake_receive( fake_delivery( 'checkout.paid', fake_paid( $checkout ) ) );
			$this->assertSame( 'on-hold', $this->status( $id ), $status );
			$this->assertStringContainsString( 'was paid while this order was ' . wc_get_order_status_name( $status ), end( fake_wc_order_row( $id )['notes'] ) );
			$this->assertSame( 0, $this->completions( $id ) );
		}
	}

	public function test_an_order_on_hold_already_gets_the_note_alone() {
		$checkout = fake_order_with_checkout( 105, '40.00' );
		fake_receive( fake_delivery( 'checkout.underpaid', fake_paid( $checkout, array( 'status' => 'open', 'exception' => 'underpaid' ) ) ) );
		fake_receive( fake_delivery( 'checkout.paid_late', fake_paid( $checkout, array( 'status' => 'expired', 'exception' => 'paid_late' ) ) ) );
		$this->assertSame( 'on-hold', $this->status( 105 ) );
		$notes = $this->notes( 105 );
		$this->assertCount( 2, $notes );
		$this->assertStringContainsString( 'after it had expired', $notes[1] );
	}

	public function test_a_short_payment_completed_later_completes_the_order_on_hold() {
		$checkout = fake_order_with_checkout( 106, '40.00' );
		fake_receive( fake_delivery( 'checkout.underpaid', fake_paid( $checkout, array( 'status' => 'open', 'exception' => 'underpaid' ) ), null, time() - 60 ) );
		fake_receive( fake_delivery( 'checkout.paid', fake_paid( $checkout ) ) );
		$this->assertSame( 'processing', $this->status( 106 ) );
	}

	public function test_an_event_older_than_one_applied_to_its_checkout_changes_nothing() {
		$checkout = fake_order_with_checkout( 107, '40.00' );
		fake_receive( fake_delivery( 'checkout.paid', fake_paid( $checkout ) ) );
		$late = fake_delivery( 'checkout.underpaid', fake_paid( $checkout, array( 'status' => 'open', 'exception' => 'underpaid' ) ), null, time() - 120 );
		$this->assertSame( 'stale', fake_receive( $late )['message'] );
		$this->assertSame( 'processing', $this->status( 107 ) );
	}

	public function test_a_payment_on_a_checkout_replaced_since_reaches_its_order_and_holds_it() {
		$first = fake_order_with_checkout( 108, '40.00' );
		fake_replace_checkout( 108, '55.00' );
		$answer = fake_receive( fake_delivery( 'checkout.paid', fake_paid( $first ) ) );
		$this->assertSame( 'applied', $answer['message'] );
		$this->assertSame( 'on-hold', $this->status( 108 ) );
		$this->assertStringContainsString( 'was paid for 40.00 USD, but the order\'s total is 55.00 USD', $this->notes( 108 )[0] );
		// The replaced checkout's expiry leaves the order alone.
		$other = fake_order_with_checkout( 109, '40.00' );
		fake_replace_checkout( 109, '55.00' );
		fake_receive( fake_delivery( 'checkout.expired', array_merge( $other, array( 'status' => 'expired' ) ) ) );
		$this->assertSame( 'pending', $this->status( 109 ) );
	}

	public function test_a_second_payment_of_a_paid_order_holds_it() {
		$first = fake_order_with_checkout( 130, '40.00' );
		fake_receive( fake_delivery( 'checkout.paid', fake_paid( $first ) ) );
		$second = fake_replace_checkout( 130, '40.00' );
		fake_receive( fake_delivery( 'checkout.paid', fake_paid( $second ) ) );
		$this->assertSame( 'on-hold', $this->status( 130 ) );
		$this->assertStringContainsString( 'had already been paid', end( fake_wc_order_row( 130 )['notes'] ) );
		$this->assertSame( 1, $this->completions( 130 ) );
	}

	public function test_a_delivery_not_signed_with_the_stores_secret_is_refused_and_changes_nothing() {
		$checkout = fake_order_with_checkout( 131, '40.00' );
		$signed   = fake_delivery( 'checkout.paid', fake_paid( $checkout ) );
		$refused  = array(
			'tampered'     => array( 'body' => str_replace( '"paid"', '"paid" ', $signed['body'] ) ) + $signed,
			'wrong secret' => fake_delivery( 'checkout.paid', fake_paid( $checkout ), null, null, 'whsec_' . base64_encode( random_bytes( 32 ) ) ),
			'stale'        => fake_delivery( 'checkout.paid', fake_paid( $checkout ), null, time() - 600 ),
		);
		foreach ( $refused as $name => $delivery ) {
			$this->assertSame( 401, fake_receive( $delivery )['status'], $name );
		}
		$this->assertSame( 'pending', $this->status( 131 ) );
	}
}
