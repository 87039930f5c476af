<?php
/**
 * The WordPress functions the plugin calls, with WordPress's signatures. Hooks run as WordPress
 * runs them (by priority, then in the order added); options live in the fake site's database.
 *
 * @package Meridian_Payments
 */

define( 'MINUTE_IN_SECONDS', 60 );
define( 'DAY_IN_SECONDS', 86400 );

$GLOBALS['fake_wp_hooks']   = array();
$GLOBALS['fake_wp_scripts'] = array();

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

/** Translations: the identity, as WordPress answers without a loaded translation. */
function __( $text, $domain = 'default' ) {
	return $text;
}

function esc_html__( $text, $domain = 'default' ) {
	return esc_html( $text );
}

function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}

function load_plugin_textdomain( $domain, $deprecated = false, $plugin_rel_path = false ) {
	$GLOBALS['fake_wp_textdomains'][ $domain ] = $plugin_rel_path;
	return true;
}

function plugin_basename( $file ) {
	return basename( dirname( $file ) ) . '/' . basename( $file );
}

function plugins_url( $path = '', $plugin = '' ) {
	return home_url( '/wp-content/plugins/' . basename( dirname( $plugin ) ) . '/' . ltrim( $path, '/' ) );
}

function wp_register_script( $handle, $src, $deps = array(), $ver = false, $args = array() ) {
	$GLOBALS['fake_wp_scripts'][ $handle ] = array(
		'src'  => $src,
		'deps' => $deps,
		'ver'  => $ver,
	);
	return true;
}

function register_activation_hook( $file, $callback ) {
	add_action( 'activate_' . plugin_basename( $file ), $callback );
}

function register_deactivation_hook( $file, $callback ) {
	add_action( 'deactivate_' . plugin_basename( $file ), $callback );
}

function current_user_can( $capability ) {
	return true;
}

function sanitize_text_field( $text ) {
	return trim( preg_replace( '/[\r\n\t ]+/', ' ', wp_strip_all_tags( (string) $text ) ) );
}

function wp_strip_all_tags( $text ) {
	return strip_tags( $text );
}

function wp_unslash( $value ) {
	return is_string( $value ) ? stripslashes( $value ) : $value;
}

function wp_json_encode( $data, $options = 0, $depth = 512 ) {
	return json_encode( $data, $options, $depth );
}

function wp_generate_uuid4() {
	$bytes    = random_bytes( 16 );
	$bytes[6] = chr( ord( $bytes[6] ) & 0x0f | 0x40 );
	$bytes[8] = chr( ord( $bytes[8] ) & 0x3f | 0x80 );
	return vsprintf( '%s%s-%s-%s-%s-%s%s%s', str_split( bin2hex( $bytes ), 4 ) );
}

function add_action( $hook_name, $callback, $priority = 10, $accepted_args = 1 ) {
	$GLOBALS['fake_wp_hooks'][ $hook_name ][ $priority ][] = array( $callback, $accepted_args );
	return true;
}

function add_filter( $hook_name, $callback, $priority = 10, $accepted_args = 1 ) {
	return add_action( $hook_name, $callback, $priority, $accepted_args );
}

function apply_filters( $hook_name, $value, ...$args ) {
	$hooks = isset( $GLOBALS['fake_wp_hooks'][ $hook_name ] ) ? $GLOBALS['fake_wp_hooks'][ $hook_name ] : array();
	ksort( $hooks );
	foreach ( $hooks as $callbacks ) {
		foreach ( $callbacks as $entry ) {
			$value = call_user_func_array( $entry[0], array_slice( array_merge( array( $value ), $args ), 0, $entry[1] ) );
		}
	}
	return $value;
}

function do_action( $hook_name, ...$args ) {
	$hooks = isset( $GLOBALS['fake_wp_hooks'][ $hook_name ] ) ? $GLOBALS['fake_wp_hooks'][ $hook_name ] : array();
	ksort( $hooks );
	foreach ( $hooks as $callbacks ) {
		foreach ( $callbacks as $entry ) {
			call_user_func_array( $entry[0], array_slice( $args, 0, $entry[1] ) );
		}
	}
}

function get_option( $option, $default_value = false ) {
	$options = Fake_WP_State::read()['options'];
	return array_key_exists( $option, $options ) ? $options[ $option ] : $default_value;
}

function update_option( $option, $value, $autoload = null ) {
	return Fake_WP_State::tx(
		function ( &$data ) use ( $option, $value ) {
			$data['options'][ $option ] = $value;
			return true;
		}
	);
}

function delete_option( $option ) {
	return Fake_WP_State::tx(
		function ( &$data ) use ( $option ) {
			$had = array_key_exists( $option, $data['options'] );
			unset( $data['options'][ $option ] );
			return $had;
		}
	);
}

function home_url( $path = '', $scheme = null ) {
	$home = getenv( 'WP_HOME' );
	return rtrim( false === $home || '' === $home ? 'https://shop.example' : $home, '/' ) . '/' . ltrim( $path, '/' );
}

function get_bloginfo( $show = '', $filter = 'raw' ) {
	return 'name' === $show ? 'Vela Coffee' : '';
}

function status_header( $code, $description = '' ) {
}
