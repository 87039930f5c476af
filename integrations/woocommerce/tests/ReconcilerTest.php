<?php
/**
 * The scheduled reconciliation: scheduled once, every five minutes, removed on deactivation; a
 * run asks Meridian about the current checkout of each waiting order paid with Meridian, and
 * applies what happened through the same apply() as a webhook.
 *
 * @package Meridian_Payments
 */

/** Meridian's `GET /v1/checkouts/{id}`, answering the checkouts a test sets (the end-to-end suite asks the real API). */
final class Reconciler_Test_Client {
	public $checkouts = array();
	public $asked     = array();

	public function get_checkout( $id ) {
		$this->asked[] = $id;
		return isset( $this->checkouts[ $id ] ) ? $this->checkouts[ $id ] : new WP_Error( 'NOT_FOUND', 'No checkout', array( 'status' => 404 ) );
	}
}

final class Reconciler_Test_Gateway extends WC_Gateway_Meridian {
	public $test_client;

	public function client() {
		return $this->test_client;
	}
}

final class ReconcilerTest extends Meridian_Store_TestCase {
	public function test_the_action_is_scheduled_once_on_activation_and_init_and_removed_on_deactivation() {
		do_action( 'activate_meridian-payments/meridian-payments.php' );
		Meridian_Reconciler::schedule();
		$actions = Fake_WP_State::read()['actions'];
		$this->assertCount( 1, $actions );
		$this->assertSame( array( 'meridian_payments_reconcile', 300, 'meridian-payments' ), array( $actions[0]['hook'], $actions[0]['interval_in_seconds'], $actions[0]['group'] ) );
		do_action( 'deactivate_meridian-payments/meridian-payments.php' );
		$this->assertSame( array(), Fake_WP_State::read()['actions'] );
	}

	public function test_a_run_applies_what_happened_to_each_waiting_order_and_a_late_webhook_changes_nothing() {
		$paid     = fake_order_with_checkout( 301, '25.00' );
		$open     = fake_order_with_checkout( 302, '25.00' );
		$expired  = fake_order_with_checkout( 303, '25.00' );
		$short    = fake_order_with_checkout( 304, '25.00' );
		$other    = fake_order_with_checkout( 305, '25.00' );
		$old      = fake_order_with_checkout( 306, '25.00' );
		$done     = fake_order_with_checkout( 307, '25.00' );
		$gateway  = $this->gateway();
		$answers  = array(
			$paid['id']    => fake_paid( $paid ),
			$open['id']    => $open,
			$expired['id'] => array_merge( $expired, array( 'status' => 'expired' ) ),
			$short['id']   => fake_paid( $short, array( 'status' => 'open', 'exception' => 'underpaid' ) ),
		);
		$gateway->test_client->checkouts = $answers;
		Fake_WP_State::tx(
			function ( &$data ) {
				$data['orders']['305']['payment_method'] = 'cod';
				$data['orders']['306']['created']        = time() - 4 * DAY_IN_SECONDS;
				$data['orders']['307']['status']         = 'completed';
			}
		);
		$results = ( new Meridian_Reconciler( $gateway ) )->run();
		$this->assertSame( array( 301 => 'applied', 303 => 'applied', 304 => 'applied' ), $results );
		$this->assertSame( array( $paid['id'], $open['id'], $expired['id'], $short['id'] ), $gateway->test_client->asked );
		$this->assertSame( array( 'processing', 'pending', 'cancelled', 'on-hold' ), array_map( array( $this, 'status' ), array( 301, 302, 303, 304 ) ) );

		// The webhook of the same event, arriving after the run: applied already.
		$this->assertSame( 'already', fake_receive( fake_delivery( 'checkout.paid', $answers[ $paid['id'] ] ) )['message'] );
		$this->assertSame( 1, $this->completions( 301 ) );
		// A second run asks again about the orders still waiting, and changes nothing.
		$this->assertSame( array( 304 => 'already' ), ( new Meridian_Reconciler( $gateway ) )->run() );
	}

	public function test_a_store_that_is_not_connected_asks_nothing() {
		fake_order_with_checkout( 308, '25.00' );
		fake_store_connected( array( 'api_key' => '' ) );
		$gateway = $this->gateway();
		$this->assertSame( array(), ( new Meridian_Reconciler( $gateway ) )->run() );
		$this->assertSame( array(), $gateway->test_client->asked );
	}

	public function test_a_checkout_meridian_cannot_answer_is_logged_and_the_order_left_waiting() {
		fake_order_with_checkout( 309, '25.00' );
		$this->assertSame( array(), ( new Meridian_Reconciler( $this->gateway() ) )->run() );
		$this->assertSame( 'pending', $this->status( 309 ) );
		$this->assertStringContainsString( 'could not read a checkout', array_slice( fake_logs(), -1 )[0]['message'] );
	}

	private function gateway() {
		$gateway              = new Reconciler_Test_Gateway();
		$gateway->test_client = new Reconciler_Test_Client();
		return $gateway;
	}
}
