<?php
/**
 * The rest of WooCommerce the plugin uses, with WooCommerce's signatures: notices, formatting,
 * the store currency, the logger (its lines kept in the site's `logs`), Action Scheduler's
 * functions (over the site's `actions`), WC() with its loaded gateways, and WC_Payment_Gateway
 * with its settings in `woocommerce_{id}_settings`.
 *
 * @package Meridian_Payments
 */

function wc_add_notice( $message, $notice_type = 'success', $data = array() ) {
	$GLOBALS['fake_wc_notices'][] = array(
		'message' => $message,
		'type'    => $notice_type,
	);
}

function wc_format_decimal( $number, $dp = false, $trim_zeros = false ) {
	return false === $dp ? (string) $number : number_format( (float) $number, (int) $dp, '.', '' );
}

function get_woocommerce_currency() {
	return get_option( 'woocommerce_currency', 'USD' );
}

/** WC_Logger: each line kept in the site's `logs`. */
class Fake_WC_Logger {
	public function log( $level, $message, $context = array() ) {
		Fake_WP_State::tx(
			function ( &$data ) use ( $level, $message, $context ) {
				$data['logs'][] = array(
					'level'   => $level,
					'message' => $message,
					'source'  => isset( $context['source'] ) ? $context['source'] : '',
				);
			}
		);
	}
}

function wc_get_logger() {
	return new Fake_WC_Logger();
}

/** Action Scheduler's functions, over the site's `actions`. */
function as_has_scheduled_action( $hook, $args = null, $group = '' ) {
	foreach ( Fake_WP_State::read()['actions'] as $action ) {
		if ( $action['hook'] === $hook && ( '' === $group || $action['group'] === $group ) ) {
			return true;
		}
	}
	return false;
}

function as_schedule_recurring_action( $timestamp, $interval_in_seconds, $hook, $args = array(), $group = '', $unique = false, $priority = 10 ) {
	return Fake_WP_State::tx(
		function ( &$data ) use ( $timestamp, $interval_in_seconds, $hook, $args, $group ) {
			$data['actions'][] = compact( 'timestamp', 'interval_in_seconds', 'hook', 'args', 'group' );
			return count( $data['actions'] );
		}
	);
}

function as_unschedule_all_actions( $hook, $args = array(), $group = '' ) {
	Fake_WP_State::tx(
		function ( &$data ) use ( $hook, $group ) {
			$data['actions'] = array_values(
				array_filter(
					$data['actions'],
					function ( $action ) use ( $hook, $group ) {
						return ! ( $action['hook'] === $hook && ( '' === $group || $action['group'] === $group ) );
					}
				)
			);
		}
	);
}

class WC_Admin_Settings {
	public static function add_error( $text ) {
		$GLOBALS['fake_admin_errors'][] = $text;
	}
}

/** WooCommerce's main object: the API request URLs and the loaded gateways. */
class Fake_WooCommerce {
	private $gateways = null;

	public function api_request_url( $request, $ssl = null ) {
		return home_url( '/' ) . '?wc-api=' . rawurlencode( $request );
	}

	public function payment_gateways() {
		if ( null === $this->gateways ) {
			$this->gateways = new Fake_WC_Payment_Gateways();
		}
		return $this->gateways;
	}
}

class Fake_WC_Payment_Gateways {
	private $loaded = null;

	public function payment_gateways() {
		if ( null === $this->loaded ) {
			$this->loaded = array();
			foreach ( apply_filters( 'woocommerce_payment_gateways', array() ) as $class ) {
				$gateway                      = new $class();
				$this->loaded[ $gateway->id ] = $gateway;
			}
		}
		return $this->loaded;
	}
}

function WC() {
	if ( empty( $GLOBALS['fake_woocommerce'] ) ) {
		$GLOBALS['fake_woocommerce'] = new Fake_WooCommerce();
	}
	return $GLOBALS['fake_woocommerce'];
}

class WooCommerce {
}

/** WC_Settings_API and WC_Payment_Gateway: settings kept in `woocommerce_{id}_settings`. */
abstract class WC_Payment_Gateway {
	public $id;
	public $title;
	public $description;
	public $method_title;
	public $method_description;
	public $has_fields;
	public $supports    = array( 'products' );
	public $enabled     = 'no';
	public $form_fields = array();
	public $settings    = array();

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

	/** WooCommerce's own check: enabled (and under a maximum amount, which the plugin does not set). */
	public function is_available() {
		return 'yes' === $this->enabled;
	}

	public function supports( $feature ) {
		return in_array( $feature, $this->supports, true );
	}

	public function get_return_url( $order = null ) {
		return $order ? $order->get_checkout_order_received_url() : home_url( '/checkout/order-received/' );
	}
}
