<?php
/**
 * What the suites share: a connected store, orders with Meridian checkouts, checkouts shaped as
 * Meridian's public checkout object (fixtures/checkout.json), and deliveries signed the Standard
 * Webhooks way with the store's secret.
 *
 * @package Meridian_Payments
 */

/** The webhook secret of the store the suites connect (a `whsec_` and 32 base64 bytes). */
const FAKE_WEBHOOK_SECRET = 'whsec_gy8NFB3IM14AAZQQ8R9DKs64BsQ4EdUEDvXsseU8LTw=';

/** Connects the store: an API address, a test key, the webhook secret; enabled. */
function fake_store_connected( $settings = array() ) {
	update_option(
		'woocommerce_meridian_payments_settings',
		array_merge(
			array(
				'enabled'        => 'yes',
				'title'          => 'Crypto (Meridian)',
				'description'    => 'Pay with stablecoins &amp; crypto.',
				'api_url'        => 'http://127.0.0.1:9/api',
				'api_key'        => 'mrd_test_fixture',
				'webhook_secret' => FAKE_WEBHOOK_SECRET,
				'environment'    => 'test',
			),
			$settings
		)
	);
}

/** A checkout as Meridian's public API answers it, for an order. */
function fake_checkout( $order_id, $fields = array() ) {
	$checkout = json_decode( (string) file_get_contents( __DIR__ . '/fixtures/checkout.json' ), true );
	$id       = wp_generate_uuid4();
	$checkout = array_merge(
		$checkout,
		array(
			'id'             => $id,
			'status'         => 'open',
			'orderReference' => (string) $order_id,
			'url'            => 'https://dashboard.example/pay/' . $id,
			'expiresAt'      => gmdate( 'Y-m-d\TH:i:s.000\Z', time() + 3600 ),
			'payment'        => null,
		),
		$fields
	);
	return $checkout;
}

/** The checkout once paid (or as `$fields` say), with its payment. */
function fake_paid( $checkout, $fields = array() ) {
	$payment = json_decode( (string) file_get_contents( __DIR__ . '/fixtures/checkout.json' ), true )['payment'];
	return array_merge(
		$checkout,
		array(
			'status'  => 'paid',
			'payment' => array_merge(
				$payment,
				array(
					'id'         => wp_generate_uuid4(),
					'checkoutId' => $checkout['id'],
					'txHash'     => '0x' . bin2hex( random_bytes( 32 ) ),
				)
			),
		),
		$fields
	);
}

/** An order with a Meridian checkout made for it (as process_payment records it); answers the checkout. */
function fake_order_with_checkout( $id, $total, $fields = array() ) {
	$order    = fake_wc_create_order( $id, $total, isset( $fields['currency'] ) ? $fields['currency'] : 'USD' );
	$checkout = fake_checkout( $id, array( 'amount' => $total ) + $fields );
	Meridian_Order_Sync::add( $order, $checkout );
	$order->save();
	return $checkout;
}

/** The order's total changed, and one more checkout was recorded on it as its current one. */
function fake_replace_checkout( $id, $total ) {
	$order = wc_get_order( $id );
	$order->set_total( $total );
	$checkout = fake_checkout( $id, array( 'amount' => $total ) );
	Meridian_Order_Sync::add( $order, $checkout );
	$order->save();
	return $checkout;
}

/**
 * A delivery of an event, signed with the store's secret as Meridian signs it.
 *
 * @return array{headers: array, body: string}
 */
function fake_delivery( $type, $data, $event_id = null, $timestamp = null, $secret = FAKE_WEBHOOK_SECRET ) {
	$event_id  = null === $event_id ? (string) random_int( 1, PHP_INT_MAX ) : (string) $event_id;
	$timestamp = null === $timestamp ? time() : $timestamp;
	$body      = json_encode(
		array(
			'type'      => $type,
			'timestamp' => gmdate( 'Y-m-d\TH:i:s.000\Z', $timestamp ),
			'data'      => $data,
		)
	);
	$key       = base64_decode( substr( $secret, 6 ) );
	$signature = base64_encode( hash_hmac( 'sha256', $event_id . '.' . $timestamp . '.' . $body, $key, true ) );
	return array(
		'headers' => array(
			'webhook-id'        => $event_id,
			'webhook-timestamp' => (string) $timestamp,
			'webhook-signature' => 'v1,' . $signature,
		),
		'body'    => $body,
	);
}

/** The store's gateway, as WooCommerce loads it. */
function fake_gateway() {
	return new WC_Gateway_Meridian();
}

/** Receives a delivery. */
function fake_receive( $delivery ) {
	return fake_gateway()->receive_webhook( $delivery['headers'], $delivery['body'] );
}

/** The plugin's log lines, as WooCommerce's logger got them. */
function fake_logs() {
	return Fake_WP_State::read()['logs'];
}

/** A new site for each test: an empty database, a connected store, WooCommerce loaded again. */
function fake_new_site() {
	Fake_WP_State::reset();
	$GLOBALS['fake_woocommerce']  = null;
	$GLOBALS['fake_wc_notices']   = array();
	$GLOBALS['fake_admin_errors'] = array();
	fake_store_connected();
}
