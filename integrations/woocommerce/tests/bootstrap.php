<?php
/**
 * The WordPress and WooCommerce the plugin runs on in these suites (fakes/): the functions and
 * classes it uses, with their signatures and behaviour, over a site database shared by every PHP
 * process of a run (WP_STATE_FILE). HTTP goes out for real, through curl. FAKE_WC_STORAGE picks
 * WooCommerce's order storage: `hpos` (the default) or `posts`.
 *
 * @package Meridian_Payments
 */

define( 'ABSPATH', __DIR__ . '/' );

$GLOBALS['fake_wc_notices']     = array();
$GLOBALS['fake_admin_errors']   = array();
$GLOBALS['fake_wp_textdomains'] = array();

require __DIR__ . '/fakes/state.php';
require __DIR__ . '/fakes/wpdb.php';
require __DIR__ . '/fakes/wordpress.php';
require __DIR__ . '/fakes/http.php';
require __DIR__ . '/fakes/woocommerce-orders.php';
require __DIR__ . '/fakes/woocommerce.php';
require __DIR__ . '/fakes/woocommerce-blocks.php';
require __DIR__ . '/support.php';
if ( class_exists( 'PHPUnit\\Framework\\TestCase' ) ) {
	require __DIR__ . '/StoreTestCase.php';
}

require __DIR__ . '/../meridian-payments/meridian-payments.php';
// What WordPress and WooCommerce run once every plugin is in, in their order.
do_action( 'before_woocommerce_init' );
do_action( 'plugins_loaded' );
do_action( 'woocommerce_blocks_loaded' );
do_action( 'init' );
