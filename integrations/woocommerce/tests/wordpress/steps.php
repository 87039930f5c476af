<?php
/**
 * One step of the plugin's life in a real WordPress: `php steps.php <step> [argument]` prints
 * a JSON object of what WordPress answered, and `problems` (warnings raised in the plugin).
 *
 * @package Meridian_Payments
 */

$step = $argv[1];
if ( 'install' === $step ) {
	putenv( 'WP_TEST_INSTALLING=1' );
}
require __DIR__ . '/boot.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

// No mail leaves (WordPress mails the new site's owner).
add_filter( 'pre_wp_mail', '__return_false' );

const PLUGIN = 'meridian-payments/meridian-payments.php';
$answer      = array();
if ( 'install' !== $step ) {
	wp_set_current_user( 1 );
}

switch ( $step ) {
	case 'install':
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$installed = wp_install( 'Vela Coffee', 'admin', 'admin@example.com', false, '', 'a password' );
		$answer    = array(
			'user'    => $installed['user_id'],
			'version' => get_bloginfo( 'version' ),
		);
		break;
	case 'upload':
		$upgrader = new Plugin_Upgrader( new WP_Ajax_Upgrader_Skin() );
		$result   = $upgrader->install( $argv[2] );
		$answer   = array(
			'installed' => true === $result,
			'errors'    => $upgrader->skin->get_errors()->get_error_messages(),
			'plugins'   => array_keys( get_plugins() ),
			'header'    => get_plugins()[ PLUGIN ] ?? null,
		);
		break;
	case 'activate':
		$result = activate_plugin( PLUGIN );
		$answer = array(
			'error'  => is_wp_error( $result ) ? $result->get_error_message() : null,
			'active' => is_plugin_active( PLUGIN ),
		);
		break;
	case 'admin':
		// An administrator's page in the dashboard, in the site's language (WPLANG).
		ob_start();
		do_action( 'admin_notices' );
		$answer = array(
			'notices' => trim( ob_get_clean() ),
			'locale'  => determine_locale(),
			'gateway' => function_exists( 'meridian_payments_gateway' ),
		);
		break;
	case 'language':
		update_option( 'WPLANG', $argv[2] );
		$answer = array( 'language' => get_option( 'WPLANG' ) );
		break;
	case 'lock':
		// The order lock on MariaDB's options table: held, refused to another, taken over once expired.
		$first   = Meridian_Order_Lock::acquire( 42, 0 );
		$second  = Meridian_Order_Lock::acquire( 42, 0.2 );
		$row     = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'meridian_payments_lock_42' ) );
		$wpdb->update( $wpdb->options, array( 'option_value' => ( time() - 1 ) . '|dead' ), array( 'option_name' => 'meridian_payments_lock_42' ) );
		$takeover = Meridian_Order_Lock::acquire( 42, 0 );
		Meridian_Order_Lock::release( 42, $takeover );
		$answer = array(
			'first'    => is_string( $first ),
			'second'   => $second,
			'held'     => $row === $first,
			'takeover' => is_string( $takeover ) && $takeover !== $first,
			'released' => null === $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'meridian_payments_lock_42' ) ),
		);
		// What uninstall must remove: the settings and a lock left behind.
		update_option( 'woocommerce_meridian_payments_settings', array( 'api_key' => 'mrd_test_x', 'webhook_secret' => 'whsec_x' ) );
		Meridian_Order_Lock::acquire( 7, 0 );
		break;
	case 'deactivate':
		deactivate_plugins( PLUGIN );
		$answer = array( 'active' => is_plugin_active( PLUGIN ) );
		break;
	case 'uninstall':
		$uninstallable = is_uninstallable_plugin( PLUGIN );
		uninstall_plugin( PLUGIN );
		$deleted = delete_plugins( array( PLUGIN ) );
		$answer  = array(
			'uninstallable' => $uninstallable,
			'deleted'       => true === $deleted,
			'options'       => $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%meridian%'" ),
			'files'         => is_dir( WP_PLUGIN_DIR . '/meridian-payments' ),
		);
		break;
}

$answer['problems'] = $GLOBALS['plugin_problems'];
echo "\nRESULT:" . json_encode( $answer ) . "\n";
