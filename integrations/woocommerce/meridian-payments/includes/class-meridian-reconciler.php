<?php
/**
 * The scheduled reconciliation: if webhooks do not arrive (the store was down, a firewall, a
 * secret pasted wrong), the store asks Meridian about its waiting orders every five minutes.
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

/**
 * An Action Scheduler recurring action (WooCommerce bundles Action Scheduler) reads the current
 * checkout of each order paid with Meridian that still waits (pending, or on hold) and was made
 * in the last three days, with `GET /v1/checkouts/{id}`, and applies what happened to it through
 * the same Meridian_Order_Sync::apply() as the webhook. The key `type|checkout` it applies under
 * is the one a webhook of the same event is checked against, so the two never apply one change
 * twice.
 */
class Meridian_Reconciler {
	/** The action's hook. */
	const HOOK = 'meridian_payments_reconcile';

	/** The action's group in Action Scheduler's list (WooCommerce > Status > Scheduled Actions). */
	const GROUP = 'meridian-payments';

	/** Every five minutes. */
	const INTERVAL = 300;

	/** How many orders one run asks about. */
	const BATCH = 50;

	/** How far back orders are followed, in days. */
	const DAYS = 3;

	/** @var WC_Gateway_Meridian */
	private $gateway;

	/**
	 * @param WC_Gateway_Meridian $gateway The gateway, with the store's settings.
	 */
	public function __construct( $gateway ) {
		$this->gateway = $gateway;
	}

	/** Schedules the recurring action once (on activation and on every init until it exists). */
	public static function schedule() {
		if ( ! function_exists( 'as_has_scheduled_action' ) || ( class_exists( 'ActionScheduler' ) && ! ActionScheduler::is_initialized() ) ) {
			return;
		}
		if ( ! as_has_scheduled_action( self::HOOK, array(), self::GROUP ) ) {
			as_schedule_recurring_action( time() + self::INTERVAL, self::INTERVAL, self::HOOK, array(), self::GROUP );
		}
	}

	/** Removes the recurring action (on deactivation and uninstall). */
	public static function unschedule() {
		if ( function_exists( 'as_unschedule_all_actions' ) ) {
			as_unschedule_all_actions( self::HOOK, array(), self::GROUP );
		}
	}

	/**
	 * One run.
	 *
	 * @return array<int, string> What happened to each order asked about, by order id.
	 */
	public function run() {
		if ( ! $this->gateway->is_connected() ) {
			return array();
		}
		$orders = wc_get_orders(
			array(
				'status'         => array( 'pending', 'on-hold' ),
				'payment_method' => MERIDIAN_PAYMENTS_GATEWAY_ID,
				'date_created'   => '>' . ( time() - self::DAYS * DAY_IN_SECONDS ),
				'limit'          => self::BATCH,
				'orderby'        => 'date',
				'order'          => 'ASC',
			)
		);
		$client  = $this->gateway->client();
		$sync    = $this->gateway->sync();
		$results = array();
		foreach ( $orders as $order ) {
			$current = Meridian_Order_Sync::current( $order );
			if ( null === $current ) {
				continue;
			}
			$checkout = $client->get_checkout( $current['id'] );
			if ( is_wp_error( $checkout ) ) {
				meridian_payments_log(
					'warning',
					'The reconciliation could not read a checkout.',
					array(
						'order'    => $order->get_id(),
						'checkout' => $current['id'],
						'error'    => $checkout->get_error_code() . ': ' . $checkout->get_error_message(),
					)
				);
				continue;
			}
			$type = Meridian_Order_Sync::type_of( $checkout );
			if ( null !== $type ) {
				$results[ $order->get_id() ] = $sync->apply( 'reconcile|' . $type . '|' . $current['id'], $type, $checkout );
			}
		}
		return $results;
	}
}
