<?php
/**
 * A real WordPress (Debian's, in /usr/share/wordpress) on a throwaway MariaDB, for the plugin's
 * install, activation, notice, lock, deactivation and uninstall (apps/api/test/woocommerce-wordpress.test.ts).
 * What wp-config.php would say, from the environment: WP_TEST_SOCKET (MariaDB's socket),
 * WP_TEST_CONTENT (wp-content), WP_TEST_HOME. Warnings and notices raised in the plugin's own
 * files are collected, for the test to see.
 *
 * @package Meridian_Payments
 */

define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:' . getenv( 'WP_TEST_SOCKET' ) );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_CONTENT_DIR', getenv( 'WP_TEST_CONTENT' ) );
define( 'WP_HOME', getenv( 'WP_TEST_HOME' ) );
define( 'WP_SITEURL', getenv( 'WP_TEST_HOME' ) );
define( 'FS_METHOD', 'direct' );
define( 'WP_DEBUG', false );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
define( 'ABSPATH', '/usr/share/wordpress/' );
if ( getenv( 'WP_TEST_INSTALLING' ) ) {
	define( 'WP_INSTALLING', true );
}
$table_prefix = 'wp_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride

$_SERVER['HTTP_HOST']   = (string) parse_url( WP_HOME, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/wp-admin/plugins.php';
$_SERVER['SERVER_NAME'] = $_SERVER['HTTP_HOST'];

$GLOBALS['plugin_problems'] = array();
set_error_handler(
	function ( $level, $message, $file, $line ) {
		if ( false !== strpos( $file, '/plugins/meridian-payments/' ) ) {
			$GLOBALS['plugin_problems'][] = "$message in $file:$line";
		}
		return false !== strpos( $file, '/plugins/meridian-payments/' ) || 0 === ( error_reporting() & $level ) ? true : false;
	}
);
register_shutdown_function(
	function () {
		$error = error_get_last();
		if ( $error && in_array( $error['type'], array( E_ERROR, E_PARSE, E_COMPILE_ERROR, E_CORE_ERROR ), true ) ) {
			echo "\nFATAL: {$error['message']} in {$error['file']}:{$error['line']}\n";
		}
	}
);

require ABSPATH . 'wp-settings.php';
