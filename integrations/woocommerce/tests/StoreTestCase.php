<?php
/**
 * The suites' base case: each test on a new site.
 *
 * @package Meridian_Payments
 */

/** A PHPUnit case on a new site. */
abstract class Meridian_Store_TestCase extends PHPUnit\Framework\TestCase {
	protected function setUp(): void {
		fake_new_site();
	}

	/** The order's status now. */
	protected function status( $id ) {
		return fake_wc_order_row( $id )['status'];
	}

	/** The order's notes now. */
	protected function notes( $id ) {
		return fake_wc_order_row( $id )['notes'];
	}

	/** How many times the order's payment was completed. */
	protected function completions( $id ) {
		return count(
			array_filter(
				Fake_WP_State::read()['payment_completes'],
				function ( $entry ) use ( $id ) {
					return $entry['order'] === $id;
				}
			)
		);
	}
}
