<?php
/**
 * WooCommerce's FeaturesUtil and the Blocks payment method classes, with WooCommerce's
 * signatures: AbstractPaymentMethodType as in src/Blocks/Payments/Integrations, and a registry
 * that keeps what was registered.
 *
 * @package Meridian_Payments
 */

namespace Automattic\WooCommerce\Utilities {
	class FeaturesUtil {
		/** @var array<string, array<string, bool>> feature => plugin file => compatible */
		public static $declared = array();

		public static function declare_compatibility( string $feature_id, string $plugin_file, bool $positive_compatibility = true ): bool {
			self::$declared[ $feature_id ][ $plugin_file ] = $positive_compatibility;
			return true;
		}
	}
}

namespace Automattic\WooCommerce\Blocks\Payments\Integrations {
	abstract class AbstractPaymentMethodType {
		protected $name = '';

		protected $settings = array();

		abstract public function initialize();

		protected function get_setting( $name, $default = '' ) {
			return isset( $this->settings[ $name ] ) ? $this->settings[ $name ] : $default;
		}

		public function get_name() {
			return $this->name;
		}

		public function is_active() {
			return true;
		}

		public function get_payment_method_script_handles() {
			return array();
		}

		public function get_payment_method_script_handles_for_admin() {
			return $this->get_payment_method_script_handles();
		}

		public function get_supported_features() {
			return array( 'products' );
		}

		public function get_payment_method_data() {
			return array();
		}
	}
}

namespace Automattic\WooCommerce\Blocks\Payments {
	use Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType;

	class PaymentMethodRegistry {
		/** @var AbstractPaymentMethodType[] */
		public $registered = array();

		public function register( $integration ) {
			$this->registered[ $integration->get_name() ] = $integration;
			return true;
		}
	}
}
