<?php
/**
 * The fake site's database: a JSON file (WP_STATE_FILE, or a new temporary file per run) that
 * every read loads again and every write changes under an exclusive lock, so that several PHP
 * processes share one site as they would share MySQL: a write is atomic, and what a process
 * read stays what it read (a WC_Order is a snapshot, saved whole props at a time).
 *
 * @package Meridian_Payments
 */

final class Fake_WP_State {
	/** @var string|null */
	private static $file = null;

	/** The empty site. */
	private static function blank() {
		return array(
			'options'           => array(),
			'orders'            => array(),
			'notes'             => array(),
			'emails'            => array(),
			'payment_completes' => array(),
			'logs'              => array(),
			'actions'           => array(),
		);
	}

	public static function file() {
		if ( null === self::$file ) {
			$file = getenv( 'WP_STATE_FILE' );
			if ( false === $file || '' === $file ) {
				$file = tempnam( sys_get_temp_dir(), 'fake-wp-' );
				putenv( 'WP_STATE_FILE=' . $file );
				register_shutdown_function( 'unlink', $file );
			}
			self::$file = $file;
		}
		return self::$file;
	}

	/** Everything, as it is now. */
	public static function read() {
		$handle = fopen( self::file() . '.lock', 'c' );
		flock( $handle, LOCK_SH );
		$data = self::load();
		flock( $handle, LOCK_UN );
		fclose( $handle );
		return $data;
	}

	/**
	 * Runs `$change( &$data )` alone: no other process reads or writes meanwhile.
	 *
	 * @param callable $change Changes the data in place; its answer is returned.
	 * @return mixed
	 */
	public static function tx( $change ) {
		$handle = fopen( self::file() . '.lock', 'c' );
		flock( $handle, LOCK_EX );
		$data   = self::load();
		$answer = $change( $data );
		file_put_contents( self::file(), json_encode( $data, JSON_PRETTY_PRINT ) );
		flock( $handle, LOCK_UN );
		fclose( $handle );
		return $answer;
	}

	/** Empties the site. */
	public static function reset() {
		self::tx(
			function ( &$data ) {
				$data = self::blank();
			}
		);
	}

	private static function load() {
		$text = is_file( self::file() ) ? (string) file_get_contents( self::file() ) : '';
		$read = '' === $text ? null : json_decode( $text, true );
		return is_array( $read ) ? $read + self::blank() : self::blank();
	}
}
