<?php
/**
 * Deliveries signed by Meridian (MERIDIAN_DELIVERIES: captured from its sender, or made with its
 * signer) received by the plugin: each does what it should to its order, once.
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
		$delivery = self::$deliveries[ $name ];
		return ( new WC_Gateway_Meridian() )->receive_webhook( $delivery['headers'], $delivery['body'] );
	}

	private function orders() {
		return json_encode( Fake_WP_State::$data['orders'] );
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
		$this->assertSame( 200, $this->receive( 'paid' )['status'] );
		$order = wc_get_order( 101 );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertSame( self::$deliveries['paid']['sessionId'], $order->get_transaction_id() );
		$replay = $this->receive( 'paid' );
		$this->assertSame( 200, $replay['status'] );
		$this->assertSame( 'already applied', $replay['message'] );
		$this->assertSame( 1, Fake_WP_State::$data['orders']['101']['payment_completes'] );
	}

	public function test_expired_cancels_the_order() {
		$this->assertSame( 200, $this->receive( 'expired' )['status'] );
		$this->assertSame( 'cancelled', wc_get_order( 102 )->get_status() );
	}

	public function test_an_underpayment_puts_the_order_on_hold_with_a_note() {
		$this->assertSame( 200, $this->receive( 'underpaid' )['status'] );
		$order = wc_get_order( 103 );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertStringContainsString( 'less than the total', end( Fake_WP_State::$data['orders']['103']['notes'] ) );
	}

	public function test_an_unknown_order_is_acknowledged() {
		$before = $this->orders();
		$answer = $this->receive( 'unknown-order' );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( $before, $this->orders() );
	}

	public function test_a_bad_signature_or_a_stale_timestamp_is_refused_and_changes_nothing() {
		foreach ( array( 'tampered', 'wrong-secret', 'stale', 'unsigned' ) as $name ) {
			$before = $this->orders();
			$answer = $this->receive( $name );
			$this->assertSame( 401, $answer['status'], $name );
			$this->assertSame( $before, $this->orders(), $name );
		}
		$this->assertSame( 'pending', wc_get_order( 104 )->get_status() );
	}
}
