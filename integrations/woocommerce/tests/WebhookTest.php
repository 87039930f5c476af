<?php
/**
 * Deliveries signed by Meridian (MERIDIAN_DELIVERIES: captured from its sender, or made with its
 * signer and the checkouts as its API answers them) received by the store; then the scheduled
 * reconciliation asking the real API about the orders still waiting.
 *
 * @package Meridian_Payments
 */

use PHPUnit\Framework\TestCase;

final class WebhookTest extends TestCase {
	/** @var array<string, array{headers: array, body: string}> */
	private static $deliveries;

	public static function setUpBeforeClass(): void {
		self::$deliveries = json_decode( (string) file_get_contents( getenv( 'MERIDIAN_DELIVERIES' ) ), true );
	}

	private function receive( $name ) {
		return fake_receive( self::$deliveries[ $name ] );
	}

	private function orders() {
		return json_encode( Fake_WP_State::read()['orders'] );
	}

	public function test_meridians_own_test_event_is_accepted_and_changes_no_order() {
		$before = $this->orders();
		$this->assertSame( 200, $this->receive( 'test-event' )['status'] );
		$this->assertSame( $before, $this->orders() );
	}

	public function test_a_delivery_during_a_rotation_carries_two_signatures_and_the_old_secret_still_verifies() {
		$this->assertCount( 2, explode( ' ', self::$deliveries['rotated-test-event']['headers']['webhook-signature'] ) );
		$this->assertSame( 200, $this->receive( 'rotated-test-event' )['status'] );
	}

	public function test_paid_completes_the_payment_once_however_often_it_is_sent() {
		$this->assertSame( array( 'status' => 200, 'message' => 'applied' ), $this->receive( 'paid' ) );
		$order = fake_wc_order_row( 101 );
		$this->assertSame( 'processing', $order['status'] );
		$this->assertSame( json_decode( self::$deliveries['paid']['body'], true )['data']['payment']['txHash'], $order['transaction_id'] );
		$this->assertSame( array( 'status' => 200, 'message' => 'already' ), $this->receive( 'paid' ) );
		$this->assertCount( 1, Fake_WP_State::read()['payment_completes'] );
	}

	public function test_expired_cancels_the_order_and_an_underpayment_holds_one() {
		$this->assertSame( 'applied', $this->receive( 'expired' )['message'] );
		$this->assertSame( 'cancelled', fake_wc_order_row( 102 )['status'] );
		$this->assertSame( 'applied', $this->receive( 'underpaid' )['message'] );
		$this->assertSame( 'on-hold', fake_wc_order_row( 103 )['status'] );
		$this->assertStringContainsString( 'paid less than the total', fake_wc_order_row( 103 )['notes'][0] );
	}

	public function test_another_checkout_of_the_workspace_naming_an_order_changes_nothing() {
		$before = $this->orders();
		$this->assertSame( array( 'status' => 200, 'message' => 'mismatch' ), $this->receive( 'stranger' ) );
		$this->assertSame( array( 'status' => 200, 'message' => 'no-order' ), $this->receive( 'unknown-order' ) );
		$this->assertSame( $before, $this->orders() );
		$this->assertSame( 'pending', fake_wc_order_row( 104 )['status'] );
	}

	public function test_a_bad_signature_or_a_stale_timestamp_is_refused_and_changes_nothing() {
		foreach ( array( 'tampered', 'wrong-secret', 'stale', 'unsigned' ) as $name ) {
			$before = $this->orders();
			$this->assertSame( 401, $this->receive( $name )['status'], $name );
			$this->assertSame( $before, $this->orders(), $name );
		}
	}

	/** Order 106's checkout was expired through the API, and no webhook told the store. */
	public function test_the_reconciliation_applies_what_meridian_answers_about_the_waiting_orders() {
		$results = ( new Meridian_Reconciler( fake_gateway() ) )->run();
		$this->assertSame( array( 106 => 'applied' ), $results );
		$this->assertSame( 'cancelled', fake_wc_order_row( 106 )['status'] );
		$this->assertSame( array( 'pending', 'pending' ), array( fake_wc_order_row( 104 )['status'], fake_wc_order_row( 105 )['status'] ) );
		$this->assertSame( array(), ( new Meridian_Reconciler( fake_gateway() ) )->run() );
	}
}
