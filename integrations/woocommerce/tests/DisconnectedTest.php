<?php
/**
 * After the store is disconnected in Meridian: its key is refused, and the buyer is told.
 *
 * @package Meridian_Payments
 */

use PHPUnit\Framework\TestCase;

final class DisconnectedTest extends TestCase {
	public function test_a_revoked_key_is_a_notice_and_a_failure() {
		fake_wc_create_order( 106, '12.50' );
		$result = ( new WC_Gateway_Meridian() )->process_payment( 106 );
		$this->assertSame( array( 'result' => 'failure' ), $result );
		$this->assertCount( 1, $GLOBALS['fake_wc_notices'] );
		$this->assertStringContainsString( 'revoked', $GLOBALS['fake_wc_notices'][0]['message'] );
		$this->assertSame( 'pending', wc_get_order( 106 )->get_status() );
	}
}
