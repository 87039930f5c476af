<?php
/**
 * One delivery received by the store in a process of its own (the site's database is shared
 * through WP_STATE_FILE): `php deliver.php <delivery.json>` prints the receiver's answer as JSON.
 *
 * @package Meridian_Payments
 */

require __DIR__ . '/bootstrap.php';
$delivery = json_decode( (string) file_get_contents( $argv[1] ), true );
echo json_encode( fake_receive( $delivery ) );
