<?php
/**
 * The Meridian payment gateway for WooCommerce: its settings, pairing, and the buyer's Pay.
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

/**
 * Sends the buyer to Meridian's hosted checkout and follows the order from Meridian's signed
 * webhooks: paid completes the payment, expired cancels the order, a late, short or excess
 * payment puts it on hold with a note for the merchant.
 */
class WC_Gateway_Meridian extends WC_Payment_Gateway {
	const GATEWAY_ID = MERIDIAN_PAYMENTS_GATEWAY_ID;

	public function __construct() {
		$this->id                 = self::GATEWAY_ID;
		$this->has_fields         = false;
		$this->method_title       = __( 'Meridian (crypto)', 'meridian-payments' );
		$this->method_description = __( 'Buyers pay in crypto on Meridian\'s hosted checkout. Paste the connection code from the WooCommerce page of the Meridian dashboard to connect the store.', 'meridian-payments' );
		$this->supports           = array( 'products' );

		$this->init_form_fields();
		$this->init_settings();

		$this->title       = $this->get_option( 'title' );
		$this->description = $this->get_option( 'description' );
		$this->enabled     = $this->get_option( 'enabled' );

		add_action( 'woocommerce_update_options_payment_gateways_' . $this->id, array( $this, 'process_admin_options' ) );
		add_action( 'woocommerce_api_' . self::GATEWAY_ID, array( $this, 'handle_webhook' ) );
	}

	/**
	 * The settings page: the connection code (exchanged once, then cleared), or the key and
	 * webhook secret pasted by hand.
	 */
	public function init_form_fields() {
		$this->form_fields = array(
			'enabled'         => array(
				'title'   => __( 'Enable', 'meridian-payments' ),
				'type'    => 'checkbox',
				'label'   => __( 'Offer crypto payments through Meridian', 'meridian-payments' ),
				'default' => 'no',
			),
			'title'           => array(
				'title'   => __( 'Title', 'meridian-payments' ),
				'type'    => 'text',
				'default' => __( 'Crypto (Meridian)', 'meridian-payments' ),
			),
			'description'     => array(
				'title'   => __( 'Description', 'meridian-payments' ),
				'type'    => 'textarea',
				'default' => __( 'Pay with stablecoins or crypto on Moonbeam, Polkadot or Kusama.', 'meridian-payments' ),
			),
			'api_url'         => array(
				'title'       => __( 'Meridian API address', 'meridian-payments' ),
				'type'        => 'text',
				'description' => __( 'Shown beside the connection code in the Meridian dashboard, such as https://dashboard.example/api.', 'meridian-payments' ),
				'default'     => '',
			),
			'connection_code' => array(
				'title'       => __( 'Connection code', 'meridian-payments' ),
				'type'        => 'text',
				'description' => __( 'Generate it on the WooCommerce page of the Meridian dashboard, paste it here and save. It works once, for 15 minutes.', 'meridian-payments' ),
				'default'     => '',
			),
			'manual'          => array(
				'title'       => __( 'Or connect by hand', 'meridian-payments' ),
				'type'        => 'title',
				'description' => __( 'Create an API key (checkouts: write, payments and events: read) and a webhook endpoint for this store\'s webhook address in the Meridian dashboard, then paste the key and the endpoint\'s secret.', 'meridian-payments' ),
			),
			'api_key'         => array(
				'title'   => __( 'API key', 'meridian-payments' ),
				'type'    => 'password',
				'default' => '',
			),
			'webhook_secret'  => array(
				'title'   => __( 'Webhook secret', 'meridian-payments' ),
				'type'    => 'password',
				'default' => '',
			),
		);
	}

	/** Where Meridian sends this store's events. */
	public function webhook_url() {
		return WC()->api_request_url( self::GATEWAY_ID );
	}

	/**
	 * Saves the settings, then exchanges a connection code if one was pasted.
	 *
	 * @return bool
	 */
	public function process_admin_options() {
		$saved = parent::process_admin_options();
		$code  = trim( (string) $this->get_option( 'connection_code' ) );
		if ( '' === $code ) {
			return $saved;
		}
		$paired = $this->pair( $code );
		if ( is_wp_error( $paired ) ) {
			WC_Admin_Settings::add_error(
				/* translators: %s: Meridian's explanation */
				sprintf( __( 'Meridian did not accept the connection code: %s', 'meridian-payments' ), $paired->get_error_message() )
			);
		}
		return $saved;
	}

	/**
	 * Exchanges a connection code for the store's key and webhook secret, and keeps them. The
	 * code is cleared either way: it works once.
	 *
	 * @param string $code The connection code.
	 * @return true|WP_Error
	 */
	public function pair( $code ) {
		$client = new Meridian_Api_Client( $this->get_option( 'api_url' ) );
		$answer = $client->pair( $code, home_url( '/' ), $this->webhook_url() );
		$this->update_option( 'connection_code', '' );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( empty( $answer['apiKey'] ) || empty( $answer['webhookSecret'] ) ) {
			return new WP_Error( 'meridian_bad_answer', __( 'Meridian\'s answer lacks the key or the secret.', 'meridian-payments' ) );
		}
		$this->update_option( 'api_key', (string) $answer['apiKey'] );
		$this->update_option( 'webhook_secret', (string) $answer['webhookSecret'] );
		$this->update_option( 'environment', isset( $answer['environment'] ) ? (string) $answer['environment'] : '' );
		return true;
	}


	/**
	 * Offered at checkout only when enabled, connected (an API address, a key and a webhook
	 * secret) and in a currency Meridian prices checkouts in.
	 *
	 * @return bool
	 */
	public function is_available() {
		return parent::is_available() && $this->is_connected() && Meridian_Checkout_Maker::supports( get_woocommerce_currency() );
	}

	/** Whether the store has what it needs to talk to Meridian. */
	public function is_connected() {
		foreach ( array( 'api_url', 'api_key', 'webhook_secret' ) as $option ) {
			if ( '' === trim( (string) $this->get_option( $option ) ) ) {
				return false;
			}
		}
		return true;
	}

	/** The client of the public API, with the store's key. */
	public function client() {
		return new Meridian_Api_Client( $this->get_option( 'api_url' ), $this->get_option( 'api_key' ) );
	}

	/** Applies Meridian's events to orders. */
	public function sync() {
		return new Meridian_Order_Sync();
	}

	/**
	 * Sends the buyer to the order's Meridian checkout (made, or made again, here).
	 *
	 * @param int $order_id The order.
	 * @return array
	 */
	public function process_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		if ( ! $order ) {
			wc_add_notice( __( 'This order could not be found.', 'meridian-payments' ), 'error' );
			return array( 'result' => 'failure' );
		}
		if ( ! Meridian_Checkout_Maker::supports( $order->get_currency() ) ) {
			wc_add_notice( __( 'Meridian does not take payments in this order\'s currency. Choose another payment method.', 'meridian-payments' ), 'error' );
			return array( 'result' => 'failure' );
		}
		$lock = Meridian_Order_Lock::acquire( $order->get_id(), 10.0 );
		if ( false === $lock ) {
			return $this->failure( $order, new WP_Error( 'meridian_busy', 'The order is being changed by another request.' ) );
		}
		try {
			$checkout = ( new Meridian_Checkout_Maker( $this->client() ) )->checkout_for( wc_get_order( $order->get_id() ), $this->get_return_url( $order ) );
		} finally {
			Meridian_Order_Lock::release( $order->get_id(), $lock );
		}
		if ( is_wp_error( $checkout ) ) {
			return $this->failure( $order, $checkout );
		}
		return array(
			'result'   => 'success',
			'redirect' => $checkout['url'],
		);
	}

	/**
	 * Tells the buyer, in plain words, that the payment could not start; the details go to the log.
	 *
	 * @param WC_Order $order The order.
	 * @param WP_Error $error What went wrong.
	 * @return array
	 */
	private function failure( $order, $error ) {
		$data = $error->get_error_data();
		meridian_payments_log(
			'error',
			'A checkout could not be made for an order.',
			array(
				'order'  => $order->get_id(),
				'error'  => $error->get_error_code(),
				'detail' => $error->get_error_message(),
				'status' => is_array( $data ) && isset( $data['status'] ) ? $data['status'] : null,
			)
		);
		if ( 'TIER_LIMIT_EXCEEDED' === $error->get_error_code() ) {
			$message = __( 'This order is above the amount this store can take in crypto. Choose another payment method.', 'meridian-payments' );
		} else {
			$message = __( 'Crypto payments are not available right now. Try again in a few minutes, or choose another payment method.', 'meridian-payments' );
		}
		wc_add_notice( $message, 'error' );
		return array( 'result' => 'failure' );
	}

	/**
	 * WooCommerce's API request `woocommerce_api_meridian_payments`: answers and stops.
	 */
	public function handle_webhook() {
		$headers = array();
		foreach ( array( 'webhook-id', 'webhook-timestamp', 'webhook-signature' ) as $name ) {
			$key              = 'HTTP_' . strtoupper( str_replace( '-', '_', $name ) );
			$headers[ $name ] = isset( $_SERVER[ $key ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) ) : '';
		}
		$answer = $this->receive_webhook( $headers, (string) file_get_contents( 'php://input' ) );
		status_header( $answer['status'] );
		if ( 503 === $answer['status'] ) {
			header( 'Retry-After: 10' );
		}
		header( 'Content-Type: text/plain; charset=utf-8' );
		echo esc_html( $answer['message'] );
		exit;
	}

	/**
	 * Applies one delivery (see Meridian_Webhook_Receiver).
	 *
	 * @param array    $headers The webhook-id, webhook-timestamp and webhook-signature headers.
	 * @param string   $body    The raw body.
	 * @param int|null $now     The current time, for tests.
	 * @return array{status: int, message: string}
	 */
	public function receive_webhook( $headers, $body, $now = null ) {
		return ( new Meridian_Webhook_Receiver( $this ) )->receive( $headers, $body, $now );
	}
}
