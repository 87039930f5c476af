<?php
/**
 * After the store is disconnected in Meridian: its key is refused, the buyer reads a plain
 * message, and the reason is in WooCommerce's log.
 *
 * @package Meridian_Payments
 */

use PHPUnit\Framework\TestCase;

final class DisconnectedTest extends TestCase {
	public function test_a_revoked_key_is_a_plain_message_and_a_failure() {
		fake_wc_create_order( 108, '12.50' );
		$this->assertSame( array( 'result' => 'failure' ), fake_gateway()->process_payment( 108 ) );
		$this->assertSame( 'Crypto payments are not available right now. Try again in a few minutes, or choose another payment method.', $GLOBALS['fake_wc_notices'][0]['message'] );
		$this->assertStringContainsString( '"error":"UNAUTHENTICATED"', array_slice( fake_logs(), -1 )[0]['message'] );
		$this->assertSame( 'pending', fake_wc_order_row( 108 )['status'] );
	}
}
