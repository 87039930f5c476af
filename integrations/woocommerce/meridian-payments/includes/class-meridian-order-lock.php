<?php
/**
 * A lock per order, so that two deliveries of Meridian's events (or a delivery and the scheduled
 * reconciliation) never change one order at the same time.
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

/**
 * A row of the options table is the lock: inserting a row whose name exists fails on the table's
 * unique key, on every database WordPress runs on (MySQL, MariaDB, or SQLite through its
 * drop-in), where MySQL's GET_LOCK exists on the first two only. A lock left by a process that
 * died expires after TTL seconds and is then taken over with a compare-and-set update, the way
 * Action Scheduler's own option lock does. The rows are not autoloaded and bypass the options
 * cache: they are read and written with $wpdb only.
 */
class Meridian_Order_Lock {
	/** The options' names start with this. */
	const PREFIX = 'meridian_payments_lock_';

	/** Seconds after which a lock nobody released is abandoned. */
	const TTL = 60;

	/**
	 * Takes the lock of an order, waiting up to `$wait` seconds for another holder to let go
	 * (the filter `meridian_payments_lock_wait` changes the wait).
	 *
	 * @param int   $order_id The order.
	 * @param float $wait     How long to wait, in seconds.
	 * @return string|false The lock's token for release(), or false if another process holds it.
	 */
	public static function acquire( $order_id, $wait = 5.0 ) {
		$deadline = microtime( true ) + (float) apply_filters( 'meridian_payments_lock_wait', $wait, $order_id );
		do {
			$token = self::try_once( self::PREFIX . (int) $order_id );
			if ( false !== $token ) {
				return $token;
			}
			usleep( 100000 );
		} while ( microtime( true ) < $deadline );
		return false;
	}

	/**
	 * Lets go of a lock this process holds (a lock taken over since is left alone).
	 *
	 * @param int    $order_id The order.
	 * @param string $token    What acquire() answered.
	 */
	public static function release( $order_id, $token ) {
		global $wpdb;
		$wpdb->delete(
			$wpdb->options,
			array(
				'option_name'  => self::PREFIX . (int) $order_id,
				'option_value' => $token,
			)
		);
	}

	/**
	 * One attempt: insert the row, or take over an expired one.
	 *
	 * @param string $name The option's name.
	 * @return string|false
	 */
	private static function try_once( $name ) {
		global $wpdb;
		$now      = time();
		$token    = ( $now + self::TTL ) . '|' . wp_generate_uuid4();
		$existing = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		if ( null === $existing ) {
			$shown    = $wpdb->suppress_errors( true );
			$inserted = $wpdb->insert(
				$wpdb->options,
				array(
					'option_name'  => $name,
					'option_value' => $token,
					'autoload'     => 'no',
				)
			);
			$wpdb->suppress_errors( $shown );
			return $inserted ? $token : false;
		}
		if ( (int) $existing >= $now ) {
			return false;
		}
		$updated = $wpdb->update(
			$wpdb->options,
			array( 'option_value' => $token ),
			array(
				'option_name'  => $name,
				'option_value' => $existing,
			)
		);
		return $updated ? $token : false;
	}
}
