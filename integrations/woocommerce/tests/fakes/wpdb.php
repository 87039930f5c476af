<?php
/**
 * $wpdb for the options table only: the queries the plugin makes (its order lock, and uninstall).
 * `insert` fails on an existing option_name, as the table's unique key makes it fail in MySQL.
 *
 * @package Meridian_Payments
 */

class wpdb {
	public $options = 'wp_options';

	public $prefix = 'wp_';

	private $suppress = false;

	public function prepare( $query, ...$args ) {
		$args = isset( $args[0] ) && is_array( $args[0] ) ? $args[0] : $args;
		$i    = 0;
		return preg_replace_callback(
			'/%[sd]/',
			function ( $match ) use ( $args, &$i ) {
				$value = $args[ $i++ ];
				return '%d' === $match[0] ? (string) (int) $value : "'" . addslashes( (string) $value ) . "'";
			},
			$query
		);
	}

	public function esc_like( $text ) {
		return addcslashes( $text, '_%\\' );
	}

	public function suppress_errors( $suppress = true ) {
		$before         = $this->suppress;
		$this->suppress = (bool) $suppress;
		return $before;
	}

	public function get_var( $query ) {
		if ( ! preg_match( "/^SELECT option_value FROM wp_options WHERE option_name = '((?:[^'\\\\]|\\\\.)*)'$/", $query, $match ) ) {
			throw new LogicException( 'The fake $wpdb does not know this query: ' . $query );
		}
		$options = Fake_WP_State::read()['options'];
		$name    = stripslashes( $match[1] );
		return array_key_exists( $name, $options ) ? (string) $options[ $name ] : null;
	}

	public function insert( $table, $data ) {
		$this->options_only( $table );
		return Fake_WP_State::tx(
			function ( &$state ) use ( $data ) {
				if ( array_key_exists( $data['option_name'], $state['options'] ) ) {
					return false; // Duplicate entry for key 'option_name'.
				}
				$state['options'][ $data['option_name'] ] = $data['option_value'];
				return 1;
			}
		);
	}

	public function update( $table, $data, $where ) {
		$this->options_only( $table );
		return Fake_WP_State::tx(
			function ( &$state ) use ( $data, $where ) {
				if ( ! self::matches( $state['options'], $where ) ) {
					return 0;
				}
				$state['options'][ $where['option_name'] ] = $data['option_value'];
				return 1;
			}
		);
	}

	public function delete( $table, $where ) {
		$this->options_only( $table );
		return Fake_WP_State::tx(
			function ( &$state ) use ( $where ) {
				if ( ! self::matches( $state['options'], $where ) ) {
					return 0;
				}
				unset( $state['options'][ $where['option_name'] ] );
				return 1;
			}
		);
	}

	public function query( $query ) {
		if ( ! preg_match( "/^DELETE FROM wp_options WHERE option_name LIKE '((?:[^'\\\\]|\\\\.)*)'$/", $query, $match ) ) {
			throw new LogicException( 'The fake $wpdb does not know this query: ' . $query );
		}
		$pattern = '/^' . preg_replace_callback(
			'/\\\\\\\\(.)|%|_|[^%_\\\\]+/',
			function ( $part ) {
				if ( isset( $part[1] ) && '' !== $part[1] ) {
					return preg_quote( $part[1], '/' );
				}
				return '%' === $part[0] ? '.*' : ( '_' === $part[0] ? '.' : preg_quote( $part[0], '/' ) );
			},
			$match[1]
		) . '$/';
		return Fake_WP_State::tx(
			function ( &$state ) use ( $pattern ) {
				$names = preg_grep( $pattern, array_keys( $state['options'] ) );
				foreach ( $names as $name ) {
					unset( $state['options'][ $name ] );
				}
				return count( $names );
			}
		);
	}

	private static function matches( $options, $where ) {
		return array_key_exists( $where['option_name'], $options )
			&& ( ! array_key_exists( 'option_value', $where ) || (string) $options[ $where['option_name'] ] === (string) $where['option_value'] );
	}

	private function options_only( $table ) {
		if ( $this->options !== $table ) {
			throw new LogicException( 'The fake $wpdb has the options table only, not ' . $table );
		}
	}
}

$GLOBALS['wpdb'] = new wpdb();
