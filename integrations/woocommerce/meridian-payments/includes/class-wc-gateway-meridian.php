<?php
/**
 * The Meridian payment gateway for WooCommerce.
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
	const GATEWAY_ID = 'meridian_payments';

	/** The order meta that names the order's Meridian checkout. */
	const CHECKOUT_META = '_meridian_checkout_id';

	/** The order meta that lists the webhook ids already applied (a replay applies once). */
	const APPLIED_META = '_meridian_webhook_ids';

	/** How many applied webhook ids an order keeps. */
	const APPLIED_KEPT = 50;

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
	 * Creates the order's Meridian checkout and sends the buyer there.
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
		if ( 'USD' !== $order->get_currency() ) {
			wc_add_notice( __( 'Crypto payments through Meridian are priced in US dollars: this store\'s currency is not supported.', 'meridian-payments' ), 'error' );
			return array( 'result' => 'failure' );
		}
		$amount   = wc_format_decimal( $order->get_total(), 2 );
		$checkout = array(
			'amount'         => $amount,
			'description'    => sprintf(
				/* translators: 1: order number, 2: store name */
				__( 'Order %1$s at %2$s', 'meridian-payments' ),
				$order->get_order_number(),
				get_bloginfo( 'name' )
			),
			'orderReference' => (string) $order->get_order_number(),
			'metadata'       => array(
				'source'    => 'woocommerce',
				'order_id'  => (string) $order->get_id(),
				'order_key' => (string) $order->get_order_key(),
			),
		);
		$return_url = $this->get_return_url( $order );
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
		// The same order and amount make the same checkout, however often the buyer presses Pay.
		$idempotency_key = 'wc-' . substr( hash( 'sha256', home_url( '/' ) . '|' . $order->get_id() . '|' . $amount ), 0, 40 );
		$client          = new Meridian_Api_Client( $this->get_option( 'api_url' ), $this->get_option( 'api_key' ) );
		$answer          = $client->create_checkout( $checkout, $idempotency_key );
		if ( is_wp_error( $answer ) || empty( $answer['url'] ) || empty( $answer['id'] ) ) {
			$message = is_wp_error( $answer ) ? $answer->get_error_message() : __( 'no checkout address in the answer', 'meridian-payments' );
			wc_add_notice(
				/* translators: %s: Meridian's explanation */
				sprintf( __( 'The crypto payment could not be started: %s', 'meridian-payments' ), $message ),
				'error'
			);
			return array( 'result' => 'failure' );
		}
		$order->update_meta_data( self::CHECKOUT_META, (string) $answer['id'] );
		$order->save();
		return array(
			'result'   => 'success',
			'redirect' => (string) $answer['url'],
		);
	}

	/**
	 * WooCommerce's API request `woocommerce_api_meridian_payments`: answers and stops.
	 */
	public function handle_webhook() {
		$headers = array(
			'webhook-id'        => isset( $_SERVER['HTTP_WEBHOOK_ID'] ) ? wp_unslash( $_SERVER['HTTP_WEBHOOK_ID'] ) : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
			'webhook-timestamp' => isset( $_SERVER['HTTP_WEBHOOK_TIMESTAMP'] ) ? wp_unslash( $_SERVER['HTTP_WEBHOOK_TIMESTAMP'] ) : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
			'webhook-signature' => isset( $_SERVER['HTTP_WEBHOOK_SIGNATURE'] ) ? wp_unslash( $_SERVER['HTTP_WEBHOOK_SIGNATURE'] ) : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		);
		$answer = $this->receive_webhook( $headers, (string) file_get_contents( 'php://input' ) );
		status_header( $answer['status'] );
		header( 'Content-Type: text/plain; charset=utf-8' );
		echo esc_html( $answer['message'] );
		exit;
	}

	/**
	 * Applies one delivery: checks its signature, finds its order, applies it once.
	 *
	 * @param array    $headers The webhook-id, webhook-timestamp and webhook-signature headers.
	 * @param string   $body    The raw body.
	 * @param int|null $now     The current time, for tests.
	 * @return array{status: int, message: string}
	 */
	public function receive_webhook( $headers, $body, $now = null ) {
		$id       = isset( $headers['webhook-id'] ) ? (string) $headers['webhook-id'] : '';
		$verified = Meridian_Webhook_Signature::verify(
			(string) $this->get_option( 'webhook_secret' ),
			$id,
			isset( $headers['webhook-timestamp'] ) ? (string) $headers['webhook-timestamp'] : '',
			isset( $headers['webhook-signature'] ) ? (string) $headers['webhook-signature'] : '',
			$body,
			$now
		);
		if ( true !== $verified ) {
			return array(
				'status'  => 401,
				'message' => 'refused: ' . $verified,
			);
		}
		$event = json_decode( $body, true );
		if ( ! is_array( $event ) || ! isset( $event['type'] ) || ! isset( $event['data'] ) || ! is_array( $event['data'] ) ) {
			return array(
				'status'  => 400,
				'message' => 'not an event',
			);
		}
		$data        = $event['data'];
		$checkout_id = isset( $data['linkId'] ) && is_string( $data['linkId'] ) ? $data['linkId'] : '';
		$order       = '' === $checkout_id ? null : $this->order_of_checkout( $checkout_id );
		// Another checkout of the workspace, a test event, an order deleted since: acknowledged, so
		// that Meridian's queue does not retry it.
		if ( ! $order ) {
			return array(
				'status'  => 200,
				'message' => 'no order of this store',
			);
		}
		$applied = $order->get_meta( self::APPLIED_META );
		$applied = is_array( $applied ) ? $applied : array();
		if ( in_array( $id, $applied, true ) ) {
			return array(
				'status'  => 200,
				'message' => 'already applied',
			);
		}
		$this->apply( $order, (string) $event['type'], $data );
		$applied[] = $id;
		$order->update_meta_data( self::APPLIED_META, array_slice( $applied, -self::APPLIED_KEPT ) );
		$order->save();
		return array(
			'status'  => 200,
			'message' => 'ok',
		);
	}

	/**
	 * The order whose checkout this is, paid through this gateway.
	 *
	 * @param string $checkout_id Meridian's checkout id.
	 * @return WC_Order|null
	 */
	private function order_of_checkout( $checkout_id ) {
		$orders = wc_get_orders(
			array(
				'limit'      => 1,
				'meta_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery
					array(
						'key'     => self::CHECKOUT_META,
						'value'   => $checkout_id,
						'compare' => '=',
					),
				),
			)
		);
		return empty( $orders ) ? null : $orders[0];
	}

	/**
	 * What an event does to its order.
	 *
	 * @param WC_Order $order The order.
	 * @param string   $type  The event type.
	 * @param array    $data  The checkout session as Meridian answers it.
	 */
	private function apply( $order, $type, $data ) {
		$session = isset( $data['sessionId'] ) ? (string) $data['sessionId'] : '';
		switch ( $type ) {
			case 'checkout.paid':
				if ( ! $order->is_paid() ) {
					$order->add_order_note( __( 'Meridian: paid in full and confirmed on the chain.', 'meridian-payments' ) );
					$order->payment_complete( $session );
				}
				break;
			case 'checkout.paid_late':
				$order->update_status( 'on-hold', __( 'Meridian: paid after the checkout expired. Check the payment in the Meridian dashboard before shipping.', 'meridian-payments' ) );
				break;
			case 'checkout.underpaid':
				$order->update_status( 'on-hold', __( 'Meridian: the buyer paid less than the total. Ask for the rest, or refund, from the Meridian dashboard.', 'meridian-payments' ) );
				break;
			case 'checkout.overpaid':
				$order->update_status( 'on-hold', __( 'Meridian: the buyer paid more than the total. Refund the difference before shipping.', 'meridian-payments' ) );
				break;
			case 'checkout.expired':
				if ( ! $order->is_paid() && $order->has_status( 'pending' ) ) {
					$order->update_status( 'cancelled', __( 'Meridian: the checkout expired unpaid.', 'meridian-payments' ) );
				}
				break;
		}
	}
}
