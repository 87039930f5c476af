<?php
/**
 * Deleting the plugin (Plugins > Delete) removes what it kept: its settings (the Meridian API
 * address, the store's key and webhook secret among them), its order locks, and its scheduled
 * action. The orders keep their notes and Meridian meta: they are the store's history.
 *
 * @package Meridian_Payments
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'woocommerce_meridian_payments_settings' );

global $wpdb;
$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'meridian_payments_lock_' ) . '%' ) );

if ( function_exists( 'as_unschedule_all_actions' ) ) {
	as_unschedule_all_actions( 'meridian_payments_reconcile', array(), 'meridian-payments' );
}
