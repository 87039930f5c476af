<?php
/**
 * What Meridian says about a checkout, applied to its WooCommerce order: from a webhook and from
 * the scheduled reconciliation alike.
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

/**
 * Finds the order a checkout names (`orderReference` is the order's id), checks that the checkout
 * is one the plugin made for that order (its id, amount, currency and mode as recorded when it
 * was made), then applies the event once, under the order's lock.
 */
class Meridian_Order_Sync {
	/** The order meta listing every checkout made for the order: id, amount, currency, mode, url, expiresAt. */
	const CHECKOUTS_META = '_meridian_checkouts';

	/** The order meta naming the order's current checkout (the last one made). */
	const CHECKOUT_META = '_meridian_checkout_id';

	/** The order meta listing what was applied: event ids and `type|checkout` keys. */
	const APPLIED_META = '_meridian_applied';

	/** The order meta naming the checkout whose payment completed the order. */
	const PAID_META = '_meridian_paid_checkout';

	/** How many applied keys an order keeps. */
	const APPLIED_KEPT = 100;

	/** The event types that change an order. */
	const TYPES = array( 'checkout.paid', 'checkout.expired', 'checkout.paid_late', 'checkout.underpaid', 'checkout.overpaid', 'payment.reverted' );

	/**
	 * The checkouts recorded on an order, oldest first.
	 *
	 * @param WC_Order $order The order.
	 * @return array[]
	 */
	public static function records( $order ) {
		$records = $order->get_meta( self::CHECKOUTS_META );
		return is_array( $records ) ? array_values( $records ) : array();
	}

	/**
	 * The record of the order's current checkout, or null.
	 *
	 * @param WC_Order $order The order.
	 * @return array|null
	 */
	public static function current( $order ) {
		$id = (string) $order->get_meta( self::CHECKOUT_META );
		return '' === $id ? null : self::record( $order, $id );
	}

	/**
	 * Records a checkout Meridian made for the order as its current one (the caller saves).
	 *
	 * @param WC_Order $order    The order.
	 * @param array    $checkout The checkout as Meridian answered it.
	 */
	public static function add( $order, $checkout ) {
		$records   = self::records( $order );
		$records[] = array(
			'id'        => (string) $checkout['id'],
			'amount'    => (string) $checkout['amount'],
			'currency'  => isset( $checkout['currency'] ) ? (string) $checkout['currency'] : 'USD',
			'mode'      => (string) $checkout['mode'],
			'url'       => (string) $checkout['url'],
			'expiresAt' => isset( $checkout['expiresAt'] ) ? (string) $checkout['expiresAt'] : '',
		);
		$order->update_meta_data( self::CHECKOUTS_META, $records );
		$order->update_meta_data( self::CHECKOUT_META, (string) $checkout['id'] );
	}

	/**
	 * The event type a checkout's state amounts to, for the reconciliation; null while it is open.
	 *
	 * @param array $checkout A checkout as `GET /v1/checkouts/{id}` answers it.
	 * @return string|null
	 */
	public static function type_of( $checkout ) {
		$exception = isset( $checkout['exception'] ) ? $checkout['exception'] : null;
		if ( in_array( $exception, array( 'underpaid', 'overpaid', 'paid_late' ), true ) ) {
			return 'checkout.' . $exception;
		}
		$status = isset( $checkout['status'] ) ? $checkout['status'] : '';
		return in_array( $status, array( 'paid', 'expired' ), true ) ? 'checkout.' . $status : null;
	}

	/**
	 * Applies one event about a checkout to its order, once.
	 *
	 * @param string   $event_id The event's id (the webhook-id header), or the reconciliation's key.
	 * @param string   $type     The event type.
	 * @param array    $checkout The checkout as the event carries it.
	 * @param int|null $at       When Meridian wrote the event (seconds); null from the reconciliation.
	 * @return string applied, already, stale, mismatch, no-order, ignored or busy.
	 */
	public function apply( $event_id, $type, $checkout, $at = null ) {
		if ( ! in_array( $type, self::TYPES, true ) ) {
			return 'ignored';
		}
		$context = array(
			'event'    => $event_id,
			'type'     => $type,
			'checkout' => isset( $checkout['id'] ) ? $checkout['id'] : null,
		);
		$reference = isset( $checkout['orderReference'] ) ? (string) $checkout['orderReference'] : '';
		if ( ! preg_match( '/^[1-9]\d{0,18}$/', $reference ) ) {
			meridian_payments_log( 'info', 'An event about a checkout that names no order of this store was acknowledged.', $context );
			return 'no-order';
		}
		$order_id = (int) $reference;
		$lock     = Meridian_Order_Lock::acquire( $order_id );
		if ( false === $lock ) {
			meridian_payments_log( 'warning', 'Another process is changing the order: the event will be applied on its next delivery.', $context + array( 'order' => $order_id ) );
			return 'busy';
		}
		try {
			return $this->apply_locked( wc_get_order( $order_id ), $event_id, $type, $checkout, $at, $context + array( 'order' => $order_id ) );
		} finally {
			Meridian_Order_Lock::release( $order_id, $lock );
		}
	}

	/**
	 * The rest of apply(), with the order's lock held and the order read after taking it.
	 *
	 * @param WC_Order|false $order    The order.
	 * @param string         $event_id The event's id.
	 * @param string         $type     The event type.
	 * @param array          $checkout The checkout.
	 * @param int|null       $at       When the event was written.
	 * @param array          $context  For the log.
	 * @return string
	 */
	private function apply_locked( $order, $event_id, $type, $checkout, $at, $context ) {
		if ( ! $order instanceof WC_Order || $order instanceof WC_Order_Refund ) {
			meridian_payments_log( 'info', 'An event about an order this store does not have was acknowledged.', $context );
			return 'no-order';
		}
		$record   = isset( $checkout['id'] ) ? self::record( $order, (string) $checkout['id'] ) : null;
		$mismatch = $this->mismatch( $record, $checkout );
		if ( null !== $mismatch ) {
			meridian_payments_log( 'warning', 'An event does not match the order it names, and changed nothing: ' . $mismatch . '.', $context );
			return 'mismatch';
		}
		$applied = $order->get_meta( self::APPLIED_META );
		$applied = is_array( $applied ) ? $applied : array();
		$key     = $type . '|' . $record['id'];
		if ( in_array( (string) $event_id, $applied, true ) || in_array( $key, $applied, true ) ) {
			return 'already';
		}
		$applied = array_slice( array_merge( $applied, array( (string) $event_id, $key ) ), -self::APPLIED_KEPT );
		// The keys are saved with the order's change, by the same save(): applied once, or not at all.
		$order->update_meta_data( self::APPLIED_META, $applied );
		if ( null !== $at && isset( $record['at'] ) && $record['at'] > $at ) {
			meridian_payments_log( 'info', 'An event older than one already applied to its checkout changed nothing.', $context );
			$order->save();
			return 'stale';
		}
		$this->remember_state( $order, $record['id'], $checkout, $at );
		( new Meridian_Order_Transition( $order, $record, $checkout ) )->apply( $type );
		meridian_payments_log( 'info', 'Applied.', $context + array( 'status' => $order->get_status() ) );
		return 'applied';
	}

	/**
	 * Why the event's checkout is not the one recorded on the order, or null when it is.
	 *
	 * @param array|null $record   The order's record of the checkout.
	 * @param array      $checkout The event's checkout.
	 * @return string|null
	 */
	private function mismatch( $record, $checkout ) {
		if ( null === $record ) {
			return 'the checkout is not one of the order\'s';
		}
		foreach ( array( 'amount', 'currency', 'mode' ) as $field ) {
			$value = isset( $checkout[ $field ] ) ? (string) $checkout[ $field ] : '';
			if ( $value !== $record[ $field ] ) {
				return sprintf( 'its %s is %s where the order recorded %s', $field, '' === $value ? 'missing' : $value, $record[ $field ] );
			}
		}
		return null;
	}

	/**
	 * The record of one of the order's checkouts, or null.
	 *
	 * @param WC_Order $order The order.
	 * @param string   $id    The checkout's id.
	 * @return array|null
	 */
	private static function record( $order, $id ) {
		foreach ( self::records( $order ) as $record ) {
			if ( isset( $record['id'] ) && $record['id'] === $id ) {
				return $record;
			}
		}
		return null;
	}

	/**
	 * Keeps the checkout's last known state on its record (the caller saves).
	 *
	 * @param WC_Order $order    The order.
	 * @param string   $id       The checkout's id.
	 * @param array    $checkout The event's checkout.
	 * @param int|null $at       When the event was written.
	 */
	private function remember_state( $order, $id, $checkout, $at ) {
		$records = self::records( $order );
		foreach ( $records as $index => $record ) {
			if ( $record['id'] === $id ) {
				$records[ $index ]['status'] = isset( $checkout['status'] ) ? (string) $checkout['status'] : '';
				if ( null !== $at ) {
					$records[ $index ]['at'] = (int) $at;
				}
			}
		}
		$order->update_meta_data( self::CHECKOUTS_META, $records );
	}
}
