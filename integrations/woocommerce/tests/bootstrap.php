<?php
/**
 * The few WordPress and WooCommerce classes and functions the plugin uses, with the signatures
 * WordPress and WooCommerce document. Options and orders live in a JSON file (WP_STATE_FILE),
 * so that one PHPUnit run can pair and create checkouts and a later run can receive the
 * deliveries that Meridian signed in between. HTTP goes out for real, through curl, to the
 * Meridian API on loopback (MERIDIAN_API_URL).
 *
 * @package Meridian_Payments
 */

define( 'ABSPATH', __DIR__ . '/' );

/** The options and orders, read from and written to WP_STATE_FILE. */
final class Fake_WP_State {
	/** @var array{options: array, orders: array} */
	public static $data = array(
		'options' => array(),
		'orders'  => array(),
	);

	public static function file() {
		$file = getenv( 'WP_STATE_FILE' );
		return false === $file || '' === $file ? null : $file;
	}

	public static function load() {
		$file = self::file();
		if ( $file && is_file( $file ) ) {
			$read = json_decode( (string) file_get_contents( $file ), true );
			if ( is_array( $read ) ) {
				self::$data = $read + self::$data;
			}
		}
	}

	public static function save() {
		$file = self::file();
		if ( $file ) {
			file_put_contents( $file, json_encode( self::$data, JSON_PRETTY_PRINT ) );
		}
	}
}
Fake_WP_State::load();

$GLOBALS['fake_wp_actions'] = array();
$GLOBALS['fake_wc_notices'] = array();
$GLOBALS['fake_admin_errors'] = array();

class WP_Error {
	private $code;
	private $message;
	private $data;

	public function __construct( $code = '', $message = '', $data = '' ) {
		$this->code    = $code;
		$this->message = $message;
		$this->data    = $data;
	}

	public function get_error_code() {
		return $this->code;
	}

	public function get_error_message( $code = '' ) {
		return $this->message;
	}

	public function get_error_data( $code = '' ) {
		return $this->data;
	}
}

function is_wp_error( $thing ) {
	return $thing instanceof WP_Error;
}

function __( $text, $domain = 'default' ) {
	return $text;
}

function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}

function wp_unslash( $value ) {
	return is_string( $value ) ? stripslashes( $value ) : $value;
}

function wp_json_encode( $data, $options = 0, $depth = 512 ) {
	return json_encode( $data, $options, $depth );
}

function add_action( $hook_name, $callback, $priority = 10, $accepted_args = 1 ) {
	$GLOBALS['fake_wp_actions'][ $hook_name ][] = $callback;
	return true;
}

function add_filter( $hook_name, $callback, $priority = 10, $accepted_args = 1 ) {
	return add_action( $hook_name, $callback, $priority, $accepted_args );
}

function get_option( $option, $default_value = false ) {
	return array_key_exists( $option, Fake_WP_State::$data['options'] ) ? Fake_WP_State::$data['options'][ $option ] : $default_value;
}

function update_option( $option, $value, $autoload = null ) {
	Fake_WP_State::$data['options'][ $option ] = $value;
	Fake_WP_State::save();
	return true;
}

function home_url( $path = '', $scheme = null ) {
	return rtrim( (string) getenv( 'WP_HOME' ), '/' ) . '/' . ltrim( $path, '/' );
}

function get_bloginfo( $show = '', $filter = 'raw' ) {
	return 'name' === $show ? 'Vela Coffee' : '';
}

function status_header( $code, $description = '' ) {
}

function wc_add_notice( $message, $notice_type = 'success', $data = array() ) {
	$GLOBALS['fake_wc_notices'][] = array(
		'message' => $message,
		'type'    => $notice_type,
	);
}

function wc_format_decimal( $number, $dp = false, $trim_zeros = false ) {
	return false === $dp ? (string) $number : number_format( (float) $number, (int) $dp, '.', '' );
}

/** wp_remote_request over curl: WordPress's answer array (`response`, `body`, `headers`). */
function wp_remote_request( $url, $args = array() ) {
	$curl    = curl_init( $url );
	$headers = array();
	foreach ( isset( $args['headers'] ) ? $args['headers'] : array() as $name => $value ) {
		$headers[] = $name . ': ' . $value;
	}
	curl_setopt_array(
		$curl,
		array(
			CURLOPT_CUSTOMREQUEST  => isset( $args['method'] ) ? $args['method'] : 'GET',
			CURLOPT_HTTPHEADER     => $headers,
			CURLOPT_RETURNTRANSFER => true,
			CURLOPT_FOLLOWLOCATION => false,
			CURLOPT_TIMEOUT        => isset( $args['timeout'] ) ? (int) $args['timeout'] : 5,
		)
	);
	if ( isset( $args['body'] ) && null !== $args['body'] ) {
		curl_setopt( $curl, CURLOPT_POSTFIELDS, $args['body'] );
	}
	$body = curl_exec( $curl );
	if ( false === $body ) {
		$error = curl_error( $curl );
		curl_close( $curl );
		return new WP_Error( 'http_request_failed', $error );
	}
	$status = curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
	curl_close( $curl );
	return array(
		'headers'  => array(),
		'body'     => $body,
		'response' => array(
			'code'    => $status,
			'message' => '',
		),
	);
}

function wp_remote_retrieve_response_code( $response ) {
	return is_array( $response ) ? $response['response']['code'] : '';
}

function wp_remote_retrieve_body( $response ) {
	return is_array( $response ) ? $response['body'] : '';
}

class WC_Admin_Settings {
	public static function add_error( $text ) {
		$GLOBALS['fake_admin_errors'][] = $text;
	}
}

/** WooCommerce's main object: only api_request_url. */
class Fake_WooCommerce {
	public function api_request_url( $request, $ssl = null ) {
		return home_url( '/' ) . '?wc-api=' . rawurlencode( $request );
	}
}

function WC() {
	static $instance = null;
	if ( null === $instance ) {
		$instance = new Fake_WooCommerce();
	}
	return $instance;
}

/** WC_Settings_API and WC_Payment_Gateway: settings kept in `woocommerce_{id}_settings`. */
abstract class WC_Payment_Gateway {
	public $id;
	public $title;
	public $description;
	public $method_title;
	public $method_description;
	public $has_fields;
	public $supports = array( 'products' );
	public $enabled = 'no';
	public $form_fields = array();
	public $settings = array();

	public function get_option_key() {
		return 'woocommerce_' . $this->id . '_settings';
	}

	public function init_settings() {
		$this->settings = get_option( $this->get_option_key(), array() );
		foreach ( $this->form_fields as $key => $field ) {
			if ( ! array_key_exists( $key, $this->settings ) ) {
				$this->settings[ $key ] = isset( $field['default'] ) ? $field['default'] : '';
			}
		}
		$this->enabled = ! empty( $this->settings['enabled'] ) && 'yes' === $this->settings['enabled'] ? 'yes' : 'no';
	}

	public function get_option( $key, $empty_value = null ) {
		if ( empty( $this->settings ) ) {
			$this->init_settings();
		}
		return array_key_exists( $key, $this->settings ) ? $this->settings[ $key ] : $empty_value;
	}

	public function update_option( $key, $value = '' ) {
		if ( empty( $this->settings ) ) {
			$this->init_settings();
		}
		$this->settings[ $key ] = $value;
		return update_option( $this->get_option_key(), $this->settings );
	}

	/** Saves the posted fields (`$_POST['woocommerce_{id}_{key}']`). */
	public function process_admin_options() {
		foreach ( $this->form_fields as $key => $field ) {
			$posted = 'woocommerce_' . $this->id . '_' . $key;
			if ( isset( $_POST[ $posted ] ) ) {
				$this->settings[ $key ] = trim( (string) $_POST[ $posted ] );
			}
		}
		return update_option( $this->get_option_key(), $this->settings );
	}

	public function get_return_url( $order = null ) {
		return $order ? $order->get_checkout_order_received_url() : home_url( '/checkout/order-received/' );
	}
}

/** An order, kept in the state file: its fields, status, meta and notes. */
class WC_Order {
	private $id;

	public function __construct( $order = 0 ) {
		$this->id = (int) $order;
	}

	private function &row() {
		return Fake_WP_State::$data['orders'][ (string) $this->id ];
	}

	private function field( $name ) {
		$row = $this->row();
		return isset( $row[ $name ] ) ? $row[ $name ] : '';
	}

	public function get_id() {
		return $this->id;
	}

	public function get_total( $context = 'view' ) {
		return $this->field( 'total' );
	}

	public function get_currency( $context = 'view' ) {
		return $this->field( 'currency' );
	}

	public function get_order_number() {
		return (string) $this->id;
	}

	public function get_order_key( $context = 'view' ) {
		return $this->field( 'key' );
	}

	public function get_billing_email( $context = 'view' ) {
		return $this->field( 'email' );
	}

	public function get_billing_first_name( $context = 'view' ) {
		return $this->field( 'first_name' );
	}

	public function get_billing_last_name( $context = 'view' ) {
		return $this->field( 'last_name' );
	}

	public function get_checkout_order_received_url() {
		return 'https://shop.example/checkout/order-received/' . $this->id . '/?key=' . $this->get_order_key();
	}

	public function get_status( $context = 'view' ) {
		return $this->field( 'status' );
	}

	public function has_status( $status ) {
		return is_array( $status ) ? in_array( $this->get_status(), $status, true ) : $this->get_status() === $status;
	}

	public function is_paid() {
		return in_array( $this->get_status(), array( 'processing', 'completed' ), true );
	}

	public function get_transaction_id( $context = 'view' ) {
		return $this->field( 'transaction_id' );
	}

	public function get_meta( $key = '', $single = true, $context = 'view' ) {
		$row = $this->row();
		return isset( $row['meta'][ $key ] ) ? $row['meta'][ $key ] : '';
	}

	public function update_meta_data( $key, $value, $meta_id = 0 ) {
		$row                = &$this->row();
		$row['meta'][ $key ] = $value;
	}

	public function add_order_note( $note, $is_customer_note = 0, $added_by_user = false ) {
		$row            = &$this->row();
		$row['notes'][] = $note;
		Fake_WP_State::save();
		return count( $row['notes'] );
	}

	public function update_status( $new_status, $note = '', $manual = false ) {
		$row           = &$this->row();
		$row['status'] = $new_status;
		if ( '' !== $note ) {
			$row['notes'][] = $note;
		}
		Fake_WP_State::save();
		return true;
	}

	public function payment_complete( $transaction_id = '' ) {
		$row                      = &$this->row();
		$row['transaction_id']    = $transaction_id;
		$row['status']            = 'processing';
		$row['payment_completes'] = ( isset( $row['payment_completes'] ) ? $row['payment_completes'] : 0 ) + 1;
		Fake_WP_State::save();
		return true;
	}

	public function save() {
		Fake_WP_State::save();
		return $this->id;
	}
}

function wc_get_order( $the_order = false ) {
	$id = is_object( $the_order ) ? $the_order->get_id() : (int) $the_order;
	return isset( Fake_WP_State::$data['orders'][ (string) $id ] ) ? new WC_Order( $id ) : false;
}

/** wc_get_orders with a `meta_query` of `=` clauses, and `limit`. */
function wc_get_orders( $args ) {
	$found = array();
	foreach ( Fake_WP_State::$data['orders'] as $id => $row ) {
		foreach ( isset( $args['meta_query'] ) ? $args['meta_query'] : array() as $clause ) {
			$value = isset( $row['meta'][ $clause['key'] ] ) ? $row['meta'][ $clause['key'] ] : null;
			if ( $value !== $clause['value'] ) {
				continue 2;
			}
		}
		$found[] = new WC_Order( (int) $id );
		if ( isset( $args['limit'] ) && $args['limit'] > 0 && count( $found ) >= $args['limit'] ) {
			break;
		}
	}
	return $found;
}

/** A new pending order in the state file. */
function fake_wc_create_order( $id, $total, $currency = 'USD' ) {
	Fake_WP_State::$data['orders'][ (string) $id ] = array(
		'total'      => $total,
		'currency'   => $currency,
		'key'        => 'wc_order_' . $id . 'abc',
		'email'      => 'ada@example.com',
		'first_name' => 'Ada',
		'last_name'  => 'Lovelace',
		'status'     => 'pending',
		'meta'       => array(),
		'notes'      => array(),
	);
	Fake_WP_State::save();
	return new WC_Order( $id );
}

require __DIR__ . '/../meridian-payments/meridian-payments.php';
// WordPress runs plugins_loaded once every plugin is in.
foreach ( $GLOBALS['fake_wp_actions']['plugins_loaded'] as $callback ) {
	call_user_func( $callback );
}
