<?php
/**
 * Standard Webhooks signature checks for Meridian's deliveries.
 *
 * @package Meridian_Payments
 */

defined( 'ABSPATH' ) || exit;

/**
 * Verifies `webhook-signature` over `webhook-id.webhook-timestamp.body` with the endpoint's
 * secret (`whsec_` and base64 key bytes), HMAC-SHA256, compared in constant time. A header may
 * carry several space-separated signatures (during a secret rotation): any match is enough.
 */
class Meridian_Webhook_Signature {
	/** How far the timestamp may be from now, in seconds. */
	const TOLERANCE = 300;

	/**
	 * Whether the delivery is signed by `$secret` and recent.
	 *
	 * @param string   $secret     The endpoint's secret, `whsec_...`.
	 * @param string   $id         The webhook-id header.
	 * @param string   $timestamp  The webhook-timestamp header (seconds since the epoch).
	 * @param string   $signatures The webhook-signature header.
	 * @param string   $body       The raw request body.
	 * @param int|null $now        The current time (seconds), for tests.
	 * @return true|string True, or why the delivery is refused.
	 */
	public static function verify( $secret, $id, $timestamp, $signatures, $body, $now = null ) {
		if ( '' === (string) $secret ) {
			return 'no webhook secret is configured';
		}
		if ( '' === (string) $id || '' === (string) $timestamp || '' === (string) $signatures ) {
			return 'missing webhook headers';
		}
		if ( ! preg_match( '/^\d{1,12}$/', (string) $timestamp ) ) {
			return 'invalid timestamp';
		}
		$now = null === $now ? time() : (int) $now;
		if ( abs( $now - (int) $timestamp ) > self::TOLERANCE ) {
			return 'timestamp outside the tolerance';
		}
		$key = base64_decode( 0 === strpos( $secret, 'whsec_' ) ? substr( $secret, 6 ) : $secret, true );
		if ( false === $key || '' === $key ) {
			return 'invalid webhook secret';
		}
		$expected = base64_encode( hash_hmac( 'sha256', $id . '.' . $timestamp . '.' . $body, $key, true ) );
		foreach ( preg_split( '/\s+/', trim( (string) $signatures ) ) as $candidate ) {
			$parts = explode( ',', $candidate, 2 );
			if ( 2 === count( $parts ) && 'v1' === $parts[0] && hash_equals( $expected, $parts[1] ) ) {
				return true;
			}
		}
		return 'no signature matches';
	}
}
