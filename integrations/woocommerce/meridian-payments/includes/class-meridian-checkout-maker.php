<?php
/**
 * The Meridian checkout an order is paid on: made when the buyer presses Pay, made again when the
 * order's total changed (the one before is expired), reused otherwise.
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

/**
 * Makes checkouts for orders through `POST /v1/checkouts`.
 */
class Meridian_Checkout_Maker {
	/**
	 * The currencies Meridian prices checkouts in, each with its minor-unit digits (the yen has
	 * none): the order's total is sent in its own currency with these digits.
	 */
	const CURRENCIES = array(
		'USD' => 2,
		'EUR' => 2,
		'GBP' => 2,
		'BRL' => 2,
		'MXN' => 2,
		'CAD' => 2,
		'AUD' => 2,
		'CHF' => 2,
		'JPY' => 0,
	);

	/** A checkout lasts as long as WooCommerce holds the order's stock, within these bounds (minutes). */
	const MIN_MINUTES = 15;
	const MAX_MINUTES = 1440;

	/** Without a stock hold, a checkout lasts a day. */
	const DEFAULT_MINUTES = 1440;

	/** @var Meridian_Api_Client */
	private $client;

	/**
	 * @param Meridian_Api_Client $client The store's client.
	 */
	public function __construct( $client ) {
		$this->client = $client;
	}

	/**
	 * Whether Meridian takes payments in a currency.
	 *
	 * @param string $currency An ISO 4217 code.
	 * @return bool
	 */
	public static function supports( $currency ) {
		return array_key_exists( (string) $currency, self::CURRENCIES );
	}

	/**
	 * The checkout the buyer pays the order on: the current one while it fits the order, else a
	 * new one (recorded on the order, which is saved).
	 *
	 * @param WC_Order $order      The order.
	 * @param string   $return_url Where the buyer comes back to.
	 * @return array|WP_Error The checkout's record (id, url...), or Meridian's error.
	 */
	public function checkout_for( $order, $return_url ) {
		$amount  = wc_format_decimal( $order->get_total(), self::CURRENCIES[ $order->get_currency() ] ?? 2 );
		$current = Meridian_Order_Sync::current( $order );
		if ( $current && $this->fits( $current, $amount, $order->get_currency() ) ) {
			return $current;
		}
		$count  = count( Meridian_Order_Sync::records( $order ) );
		$answer = $this->client->create_checkout( $this->request( $order, $amount, $return_url ), $this->key( 'checkout', $order, $amount . '|' . $count ) );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( empty( $answer['id'] ) || empty( $answer['url'] ) || ! isset( $answer['amount'], $answer['mode'] ) ) {
			return new WP_Error( 'meridian_bad_answer', 'Meridian\'s answer lacks the checkout\'s id, url, amount or mode.' );
		}
		Meridian_Order_Sync::add( $order, $answer );
		$order->save();
		if ( $current ) {
			$this->expire( $order, $current );
		}
		return Meridian_Order_Sync::current( $order );
	}

	/**
	 * Whether a recorded checkout can still take the order's payment.
	 *
	 * @param array  $record   The record.
	 * @param string $amount   The order's total.
	 * @param string $currency The order's currency.
	 * @return bool
	 */
	private function fits( $record, $amount, $currency ) {
		$expires = '' === $record['expiresAt'] ? 0 : strtotime( $record['expiresAt'] );
		return $record['amount'] === $amount && $record['currency'] === $currency && $expires > time() + 5 * MINUTE_IN_SECONDS
			&& ( ! isset( $record['status'] ) || in_array( $record['status'], array( 'open', 'processing' ), true ) );
	}

	/**
	 * Ends a checkout the order no longer uses; a payment on it still reaches the order (and puts
	 * it on hold), since the order keeps its id.
	 *
	 * @param WC_Order $order  The order.
	 * @param array    $record The replaced checkout's record.
	 */
	private function expire( $order, $record ) {
		$expires = '' === $record['expiresAt'] ? 0 : strtotime( $record['expiresAt'] );
		if ( $expires <= time() ) {
			return;
		}
		$answer = $this->client->expire_checkout( $record['id'], $this->key( 'expire', $order, $record['id'] ) );
		if ( is_wp_error( $answer ) ) {
			meridian_payments_log(
				'warning',
				'A replaced checkout could not be expired: a payment on it will put the order on hold.',
				array(
					'order'    => $order->get_id(),
					'checkout' => $record['id'],
					'error'    => $answer->get_error_code() . ': ' . $answer->get_error_message(),
				)
			);
		}
	}

	/**
	 * The body of `POST /v1/checkouts` for an order.
	 *
	 * @param WC_Order $order      The order.
	 * @param string   $amount     Its total.
	 * @param string   $return_url Where the buyer comes back to.
	 * @return array
	 */
	private function request( $order, $amount, $return_url ) {
		$checkout = array(
			'amount'         => $amount,
			'currency'       => (string) $order->get_currency(),
			'description'    => sprintf(
				/* translators: 1: order number, 2: store name */
				__( 'Order %1$s at %2$s', 'meridian-payments' ),
				$order->get_order_number(),
				get_bloginfo( 'name' )
			),
			'orderReference' => (string) $order->get_id(),
			'metadata'       => array(
				'source'       => 'woocommerce',
				'order_number' => (string) $order->get_order_number(),
				'order_key'    => (string) $order->get_order_key(),
				'store_url'    => home_url( '/' ),
			),
			'expiresAt'      => gmdate( 'Y-m-d\TH:i:s\Z', time() + $this->minutes() * MINUTE_IN_SECONDS ),
		);
		if ( 0 === strpos( $return_url, 'https://' ) ) {
			$checkout['returnUrl'] = $return_url;
		}
		$email = (string) $order->get_billing_email();
		if ( '' !== $email ) {
			$name                 = trim( $order->get_billing_first_name() . ' ' . $order->get_billing_last_name() );
			$checkout['customer'] = '' === $name ? array( 'email' => $email ) : array(
				'name'  => $name,
				'email' => $email,
			);
		}
		return $checkout;
	}

	/** How long a checkout lasts: WooCommerce's "Hold stock (minutes)", within bounds. */
	private function minutes() {
		$hold = (int) get_option( 'woocommerce_hold_stock_minutes', 0 );
		if ( $hold <= 0 ) {
			return self::DEFAULT_MINUTES;
		}
		return max( self::MIN_MINUTES, min( self::MAX_MINUTES, $hold ) );
	}

	/**
	 * An Idempotency-Key: the same for every try of the same request, so Pay pressed twice makes
	 * one checkout.
	 *
	 * @param string   $what  What the request does.
	 * @param WC_Order $order The order.
	 * @param string   $about What else names the request.
	 * @return string
	 */
	private function key( $what, $order, $about ) {
		return 'wc-' . $what . '-' . substr( hash( 'sha256', home_url( '/' ) . '|' . $order->get_id() . '|' . $about ), 0, 40 );
	}
}
