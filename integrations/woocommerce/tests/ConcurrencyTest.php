<?php
/**
 * Deliveries of one order's events at the same time (Meridian retrying while the store is still
 * answering, a webhook meeting the reconciliation): the order's lock makes them apply one at a
 * time, so an event is applied once.
 *
 * @package Meridian_Payments
 */

final class ConcurrencyTest extends Meridian_Store_TestCase {
	public function test_the_same_event_delivered_twice_at_once_is_applied_once() {
		$checkout = fake_order_with_checkout( 201, '25.00' );
		$file     = tempnam( sys_get_temp_dir(), 'delivery-' );
		file_put_contents( $file, json_encode( fake_delivery( 'checkout.paid', fake_paid( $checkout ) ) ) );
		$answers = $this->at_once( 2, array( PHP_BINARY, __DIR__ . '/deliver.php', $file ) );
		unlink( $file );
		sort( $answers );
		$this->assertSame( array( '{"status":200,"message":"already"}', '{"status":200,"message":"applied"}' ), $answers );
		$this->assertSame( 1, $this->completions( 201 ) );
		$this->assertCount( 1, Fake_WP_State::read()['emails'] );
		$this->assertCount( 2, $this->notes( 201 ) );
	}

	public function test_a_delivery_that_meets_the_order_locked_is_answered_503_and_applied_when_sent_again() {
		global $wpdb;
		$checkout = fake_order_with_checkout( 202, '25.00' );
		$wpdb->insert( $wpdb->options, array( 'option_name' => 'meridian_payments_lock_202', 'option_value' => ( time() + 60 ) . '|held', 'autoload' => 'no' ) );
		add_filter( 'meridian_payments_lock_wait', array( $this, 'short_wait' ) );
		$delivery = fake_delivery( 'checkout.paid', fake_paid( $checkout ) );
		$this->assertSame( array( 'status' => 503, 'message' => 'busy' ), fake_receive( $delivery ) );
		$this->assertSame( 'pending', $this->status( 202 ) );
		$wpdb->delete( $wpdb->options, array( 'option_name' => 'meridian_payments_lock_202' ) );
		$this->assertSame( 'applied', fake_receive( $delivery )['message'] );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'meridian_payments_lock_202' ) ) );
	}

	public function test_a_lock_left_by_a_process_that_died_is_taken_over_once_expired() {
		global $wpdb;
		$checkout = fake_order_with_checkout( 203, '25.00' );
		$wpdb->insert( $wpdb->options, array( 'option_name' => 'meridian_payments_lock_203', 'option_value' => ( time() - 1 ) . '|dead', 'autoload' => 'no' ) );
		$this->assertSame( 'applied', fake_receive( fake_delivery( 'checkout.paid', fake_paid( $checkout ) ) )['message'] );
		$this->assertSame( 'processing', $this->status( 203 ) );
	}

	public function short_wait() {
		return 0.3;
	}

	/**
	 * Runs `$count` copies of a command at the same time, on a slow database; answers their outputs.
	 *
	 * @return string[]
	 */
	private function at_once( $count, $command ) {
		$env       = getenv() + array( 'FAKE_WC_SAVE_DELAY_MS' => '300' );
		$processes = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$processes[] = proc_open( $command, array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes, __DIR__, $env );
			$outputs[]   = $pipes;
		}
		$answers = array();
		foreach ( $processes as $i => $process ) {
			$answers[] = stream_get_contents( $outputs[ $i ][1] ) . stream_get_contents( $outputs[ $i ][2] );
			proc_close( $process );
		}
		return $answers;
	}
}
