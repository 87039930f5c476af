<?php
/**
 * The calls the plugin makes to Meridian, through WordPress's HTTP API.
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

/**
 * A Meridian API client: the pairing exchange (no key) and the public API with the store's key.
 */
class Meridian_Api_Client {
	/** @var string The API's base address, such as https://dashboard.example/api. */
	private $base_url;

	/** @var string The store's key, `mrd_test_...` or `mrd_live_...` (empty before pairing). */
	private $api_key;

	/**
	 * @param string $base_url The API's base address.
	 * @param string $api_key  The store's key.
	 */
	public function __construct( $base_url, $api_key = '' ) {
		$this->base_url = rtrim( (string) $base_url, '/' );
		$this->api_key  = (string) $api_key;
	}

	/**
	 * Exchanges a connection code for the store's key and webhook secret.
	 *
	 * @param string $code        The code shown in the Meridian dashboard.
	 * @param string $store_url   The store's home address.
	 * @param string $webhook_url Where the plugin receives Meridian's events.
	 * @return array|WP_Error The answer: apiKey, webhookSecret, environment...
	 */
	public function pair( $code, $store_url, $webhook_url ) {
		return $this->request(
			'POST',
			'/v1/woocommerce/pair',
			array(
				'code'       => $code,
				'storeUrl'   => $store_url,
				'webhookUrl' => $webhook_url,
			)
		);
	}

	/**
	 * Creates a hosted checkout for an order.
	 *
	 * @param array  $checkout        The checkout: amount, description, orderReference, returnUrl, metadata, expiresAt.
	 * @param string $idempotency_key The same for every try of the same order and amount.
	 * @return array|WP_Error The checkout: id, status, url...
	 */
	public function create_checkout( $checkout, $idempotency_key ) {
		return $this->request( 'POST', '/v1/checkouts', $checkout, array( 'Idempotency-Key' => $idempotency_key ) );
	}

	/**
	 * Reads a checkout: its status, exception and payment.
	 *
	 * @param string $checkout_id Meridian's checkout id.
	 * @return array|WP_Error The checkout.
	 */
	public function get_checkout( $checkout_id ) {
		return $this->request( 'GET', '/v1/checkouts/' . rawurlencode( $checkout_id ) );
	}

	/**
	 * Ends an open checkout now (the order's total changed and a new checkout replaces it).
	 *
	 * @param string $checkout_id     Meridian's checkout id.
	 * @param string $idempotency_key The same for every try.
	 * @return array|WP_Error The expired checkout.
	 */
	public function expire_checkout( $checkout_id, $idempotency_key ) {
		return $this->request( 'POST', '/v1/checkouts/' . rawurlencode( $checkout_id ) . '/expire', array(), array( 'Idempotency-Key' => $idempotency_key ) );
	}

	/**
	 * Refunds all or part of a checkout's confirmed payment (POST /v1/refunds): an amount in the
	 * checkout's price currency, given back in the token it was paid in.
	 *
	 * @param array  $refund          checkoutId, amount, currency, reason.
	 * @param string $idempotency_key The same for every try of the same refund.
	 * @return array|WP_Error The refund: id, state, amount...
	 */
	public function create_refund( $refund, $idempotency_key ) {
		return $this->request( 'POST', '/v1/refunds', $refund, array( 'Idempotency-Key' => $idempotency_key ) );
	}

	/**
	 * One request; an answer that is not 2xx is a WP_Error with Meridian's code and message.
	 *
	 * @param string     $method  HTTP method.
	 * @param string     $path    Path under the base address.
	 * @param array|null $body    JSON body.
	 * @param array      $headers Extra headers.
	 * @return array|WP_Error
	 */
	private function request( $method, $path, $body = null, $headers = array() ) {
		if ( '' === $this->base_url ) {
			return new WP_Error( 'meridian_not_configured', 'The Meridian API address is not set.' );
		}
		$headers = array_merge(
			array(
				'Content-Type' => 'application/json',
				'Accept'       => 'application/json',
				'User-Agent'   => 'MeridianWooCommerce/' . MERIDIAN_PAYMENTS_VERSION,
			),
			$headers
		);
		if ( '' !== $this->api_key ) {
			$headers['Authorization'] = 'Bearer ' . $this->api_key;
		}
		$response = wp_remote_request(
			$this->base_url . $path,
			array(
				'method'      => $method,
				'headers'     => $headers,
				'body'        => null === $body ? null : wp_json_encode( $body ),
				'timeout'     => 20,
				'redirection' => 0,
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$answer = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( $status < 200 || $status >= 300 ) {
			$error   = is_array( $answer ) && isset( $answer['error'] ) && is_array( $answer['error'] ) ? $answer['error'] : array();
			$code    = isset( $error['code'] ) ? (string) $error['code'] : 'HTTP_' . $status;
			$message = isset( $error['message'] ) ? (string) $error['message'] : 'Meridian answered ' . $status . '.';
			return new WP_Error( $code, $message, array( 'status' => $status ) );
		}
		if ( ! is_array( $answer ) ) {
			return new WP_Error( 'meridian_bad_answer', 'Meridian sent an answer that is not JSON.' );
		}
		return $answer;
	}
}
