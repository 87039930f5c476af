<?php
/**
 * What one Meridian event does to one order's status, with the note the merchant reads.
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

/**
 * The rules: a payment that fits (the order's current checkout, for the order's total, while the
 * order waits for it) completes the order's payment; an expired current checkout cancels a
 * pending order. Anything else that carries money (paid late, short, too much, twice, after the
 * order was cancelled, refunded or completed, on a checkout replaced since, or reverted on the
 * chain) never moves the order silently: it is put on hold with a note saying what to check.
 * Every change is saved with the order's other changes (the applied event's id among them) by
 * one save().
 */
class Meridian_Order_Transition {
	/** Statuses a payment never moves out of silently. */
	const CLOSED = array( 'cancelled', 'refunded', 'completed' );

	/** @var WC_Order */
	private $order;

	/** @var array The order's record of the checkout. */
	private $record;

	/** @var array The checkout as the event carries it. */
	private $checkout;

	/**
	 * @param WC_Order $order    The order.
	 * @param array    $record   The order's record of the checkout.
	 * @param array    $checkout The checkout as the event carries it.
	 */
	public function __construct( $order, $record, $checkout ) {
		$this->order    = $order;
		$this->record   = $record;
		$this->checkout = $checkout;
	}

	/**
	 * Applies the event type to the order.
	 *
	 * @param string $type The event type.
	 */
	public function apply( $type ) {
		$id = $this->record['id'];
		switch ( $type ) {
			case 'checkout.paid':
				$this->paid();
				return;
			case 'checkout.expired':
				if ( $this->order->has_status( 'pending' ) && $this->is_current() ) {
					$this->order->update_status( 'cancelled', __( 'Meridian: the checkout expired unpaid.', 'meridian-payments' ) );
				} else {
					$this->order->save();
				}
				return;
			case 'checkout.paid_late':
				/* translators: %s: Meridian's checkout id */
				$this->hold( sprintf( __( 'Meridian: checkout %s was paid after it had expired. Check the payment in the Meridian dashboard before shipping, or refund it.', 'meridian-payments' ), $id ) );
				return;
			case 'checkout.underpaid':
				/* translators: %s: Meridian's checkout id */
				$this->hold( sprintf( __( 'Meridian: the buyer paid less than the total on checkout %s. Ask for the rest, or refund, from the Meridian dashboard.', 'meridian-payments' ), $id ) );
				return;
			case 'checkout.overpaid':
				/* translators: %s: Meridian's checkout id */
				$this->hold( sprintf( __( 'Meridian: the buyer paid more than the total on checkout %s. Refund the difference from the Meridian dashboard before shipping.', 'meridian-payments' ), $id ) );
				return;
			case 'payment.reverted':
				/* translators: %s: Meridian's checkout id */
				$this->hold( sprintf( __( 'Meridian: the payment of checkout %s was reverted on the chain. Do not ship until the order is paid again.', 'meridian-payments' ), $id ) );
				return;
		}
	}

	/**
	 * checkout.paid: complete the payment if it fits, else hold the order with the reason.
	 */
	private function paid() {
		$id     = $this->record['id'];
		$status = $this->order->get_status();
		if ( in_array( $status, self::CLOSED, true ) ) {
			$this->hold(
				/* translators: 1: Meridian's checkout id, 2: the order's status, such as Cancelled */
				sprintf( __( 'Meridian: checkout %1$s was paid while this order was %2$s. Check the payment in the Meridian dashboard, then refund it or restore the order.', 'meridian-payments' ), $id, wc_get_order_status_name( $status ) )
			);
			return;
		}
		if ( $this->order->is_paid() ) {
			if ( $this->order->get_meta( Meridian_Order_Sync::PAID_META ) === $id ) {
				$this->order->save();
				return;
			}
			/* translators: %s: Meridian's checkout id */
			$this->hold( sprintf( __( 'Meridian: checkout %s was paid, but this order had already been paid. Refund one of the payments.', 'meridian-payments' ), $id ) );
			return;
		}
		$total = wc_format_decimal( $this->order->get_total(), 2 );
		if ( ! $this->is_current() || $this->record['amount'] !== $total || $this->record['currency'] !== $this->order->get_currency() ) {
			$this->hold(
				/* translators: 1: Meridian's checkout id, 2: the amount paid, such as 25.00 USD, 3: the order's total */
				sprintf( __( 'Meridian: checkout %1$s was paid for %2$s, but the order\'s total is %3$s. Check the order before shipping.', 'meridian-payments' ), $id, $this->record['amount'] . ' ' . $this->record['currency'], $total . ' ' . $this->order->get_currency() )
			);
			return;
		}
		$this->order->update_meta_data( Meridian_Order_Sync::PAID_META, $id );
		$marked      = isset( $this->checkout['exception'] ) && 'marked' === $this->checkout['exception'];
		$transaction = $this->transaction();
		$this->order->payment_complete( $transaction );
		$this->order->add_order_note(
			$marked
				/* translators: %s: Meridian's checkout id */
				? sprintf( __( 'Meridian: checkout %s was marked as paid in the Meridian dashboard.', 'meridian-payments' ), $id )
				/* translators: 1: Meridian's checkout id, 2: the transaction's hash */
				: sprintf( __( 'Meridian: checkout %1$s was paid in full and confirmed on the chain (transaction %2$s).', 'meridian-payments' ), $id, $transaction )
		);
	}

	/**
	 * Puts the order on hold with a note (a note alone when it is on hold already).
	 *
	 * @param string $note What the merchant should check.
	 */
	private function hold( $note ) {
		if ( $this->order->has_status( 'on-hold' ) ) {
			$this->order->save();
			$this->order->add_order_note( $note );
			return;
		}
		$this->order->update_status( 'on-hold', $note );
	}

	/** Whether the checkout is the order's current one (not one replaced since). */
	private function is_current() {
		return (string) $this->order->get_meta( Meridian_Order_Sync::CHECKOUT_META ) === $this->record['id'];
	}

	/** The transaction the order's payment shows: the payment's hash on the chain, or the checkout's id. */
	private function transaction() {
		$payment = isset( $this->checkout['payment'] ) && is_array( $this->checkout['payment'] ) ? $this->checkout['payment'] : array();
		return ! empty( $payment['txHash'] ) ? (string) $payment['txHash'] : $this->record['id'];
	}
}
