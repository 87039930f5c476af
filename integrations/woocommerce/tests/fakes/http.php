<?php
/**
 * WordPress's HTTP API over curl: requests go out for real, to the Meridian API on loopback.
 *
 * @package Meridian_Payments
 */

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

