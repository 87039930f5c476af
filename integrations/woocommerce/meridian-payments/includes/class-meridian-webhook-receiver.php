<?php
/**
 * Meridian's webhook deliveries to the store (`?wc-api=meridian_payments`).
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

/**
 * Checks a delivery's Standard Webhooks signature before anything else (401 otherwise), reads its
 * event (`{type, timestamp, data}`; a `checkout.*` event's data is the checkout), and applies it
 * to the order the checkout names, once per event id. Whatever is not one of this store's orders
 * is answered 200, so that Meridian's queue does not retry it; only a delivery that met another
 * one changing the same order is answered 503, to be sent again.
 */
class Meridian_Webhook_Receiver {
	/** @var WC_Gateway_Meridian */
	private $gateway;

	/**
	 * @param WC_Gateway_Meridian $gateway The gateway, with the store's settings.
	 */
	public function __construct( $gateway ) {
		$this->gateway = $gateway;
	}

	/**
	 * Applies one delivery.
	 *
	 * @param array    $headers The webhook-id, webhook-timestamp and webhook-signature headers.
	 * @param string   $body    The raw body.
	 * @param int|null $now     The current time, for tests.
	 * @return array{status: int, message: string}
	 */
	public function receive( $headers, $body, $now = null ) {
		$id       = isset( $headers['webhook-id'] ) ? (string) $headers['webhook-id'] : '';
		$verified = Meridian_Webhook_Signature::verify(
			(string) $this->gateway->get_option( 'webhook_secret' ),
			$id,
			isset( $headers['webhook-timestamp'] ) ? (string) $headers['webhook-timestamp'] : '',
			isset( $headers['webhook-signature'] ) ? (string) $headers['webhook-signature'] : '',
			$body,
			$now
		);
		if ( true !== $verified ) {
			meridian_payments_log( 'warning', 'A webhook delivery was refused: ' . $verified . '.', array( 'event' => $id ) );
			return self::answer( 401, 'refused: ' . $verified );
		}
		$event = json_decode( $body, true );
		if ( ! is_array( $event ) || ! isset( $event['type'] ) || ! is_string( $event['type'] ) || ! isset( $event['data'] ) || ! is_array( $event['data'] ) ) {
			return self::answer( 400, 'not an event' );
		}
		$type = $event['type'];
		if ( 'refund.confirmed' === $type ) {
			return $this->refund_confirmed( $event['data'] );
		}
		$at       = isset( $event['timestamp'] ) && is_string( $event['timestamp'] ) ? strtotime( $event['timestamp'] ) : false;
		$checkout = $this->checkout_of( $type, $event['data'] );
		if ( null === $checkout ) {
			return self::answer( 200, 'not about a checkout of this store' );
		}
		if ( is_wp_error( $checkout ) ) {
			meridian_payments_log( 'warning', 'The checkout of a reverted payment could not be read: it will be sent again.', array( 'event' => $id ) );
			return self::answer( 503, 'checkout unavailable' );
		}
		$result = $this->gateway->sync()->apply( $id, $type, $checkout, false === $at ? null : $at );
		return 'busy' === $result ? self::answer( 503, 'busy' ) : self::answer( 200, $result );
	}

	/**
	 * The checkout an event is about: a `checkout.*` event carries it; a reverted payment names
	 * it, and Meridian is asked for it. Null for any other event.
	 *
	 * @param string $type The event type.
	 * @param array  $data The event's data.
	 * @return array|WP_Error|null
	 */
	private function checkout_of( $type, $data ) {
		if ( 0 === strpos( $type, 'checkout.' ) ) {
			return isset( $data['id'], $data['orderReference'] ) ? $data : null;
		}
		if ( 'payment.reverted' === $type && ! empty( $data['checkoutId'] ) && is_string( $data['checkoutId'] ) ) {
			$checkout = $this->gateway->client()->get_checkout( $data['checkoutId'] );
			if ( is_wp_error( $checkout ) ) {
				$status = $checkout->get_error_data();
				// A checkout this key cannot see (another store's, another mode's) is not ours.
				return is_array( $status ) && isset( $status['status'] ) && 404 === $status['status'] ? null : $checkout;
			}
			return $checkout;
		}
		return null;
	}

	/**
	 * A refund of an order's checkout is confirmed on chain: the order's refund completes with a
	 * note (once per refund, however often the event is delivered).
	 *
	 * @param array $refund The refund, as `/v1/refunds` answers it.
	 * @return array{status: int, message: string}
	 */
	private function refund_confirmed( $refund ) {
		if ( empty( $refund['id'] ) || empty( $refund['checkoutId'] ) || ! is_string( $refund['checkoutId'] ) ) {
			return self::answer( 200, 'not about a checkout of this store' );
		}
		$checkout = $this->gateway->client()->get_checkout( $refund['checkoutId'] );
		if ( is_wp_error( $checkout ) ) {
			$status = $checkout->get_error_data();
			return is_array( $status ) && isset( $status['status'] ) && 404 === $status['status']
				? self::answer( 200, 'not about a checkout of this store' )
				: self::answer( 503, 'checkout unavailable' );
		}
		$reference = isset( $checkout['orderReference'] ) ? (string) $checkout['orderReference'] : '';
		$order     = preg_match( '/^[1-9]\d{0,18}$/', $reference ) ? wc_get_order( (int) $reference ) : false;
		if ( ! $order ) {
			return self::answer( 200, 'no-order' );
		}
		$key = '_meridian_refund_confirmed_' . preg_replace( '/[^a-f0-9-]/', '', (string) $refund['id'] );
		if ( '' !== (string) $order->get_meta( $key ) ) {
			return self::answer( 200, 'already applied' );
		}
		$order->add_order_note(
			sprintf(
				/* translators: 1: the amount and token, 2: the transaction hash */
				__( 'Meridian refund confirmed on chain: %1$s sent back (transaction %2$s).', 'meridian-payments' ),
				isset( $refund['priceAmount'], $refund['currency'] ) ? $refund['priceAmount'] . ' ' . $refund['currency'] : '',
				isset( $refund['txHash'] ) ? (string) $refund['txHash'] : ''
			)
		);
		$order->update_meta_data( $key, isset( $refund['txHash'] ) ? (string) $refund['txHash'] : 'confirmed' );
		$order->save();
		return self::answer( 200, 'refund-confirmed' );
	}

	/**
	 * @param int    $status  The HTTP status.
	 * @param string $message A short word for Meridian's delivery log.
	 * @return array{status: int, message: string}
	 */
	private static function answer( $status, $message ) {
		return array(
			'status'  => $status,
			'message' => $message,
		);
	}
}
