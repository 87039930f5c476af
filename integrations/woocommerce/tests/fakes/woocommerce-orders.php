<?php
/**
 * WooCommerce's orders, behaving as WooCommerce's do:
 * - a WC_Order is read once (wc_get_order) and written by save(), which writes the props and
 *   meta changed on that object; update_status() and payment_complete() save; a status change
 *   with a note adds "… Order status changed from X to Y." and an unchanged status drops the note;
 *   payment_complete() moves on-hold, pending, failed and cancelled orders only; order notes are
 *   comments, written at once; a move to processing mails the buyer once per move;
 *   FAKE_WC_SAVE_DELAY_MS makes saving slow, so that concurrent processes overlap;
 * - wc_get_orders() on the storage FAKE_WC_STORAGE names: `posts` (the older posts table), whose
 *   data store skips a `meta_query` argument (WC_Data_Store_WP::get_wp_query_args drops it) and so
 *   answers orders that do not match it, or `hpos` (the order tables, the default), which applies
 *   it. Both apply status, payment_method, date_created ('>' timestamp), limit and order.
 *
 * @package Meridian_Payments
 */

const FAKE_WC_STATUS_NAMES = array(
	'pending'    => 'Pending payment',
	'processing' => 'Processing',
	'on-hold'    => 'On hold',
	'completed'  => 'Completed',
	'cancelled'  => 'Cancelled',
	'refunded'   => 'Refunded',
	'failed'     => 'Failed',
);

function fake_wc_storage() {
	$storage = getenv( 'FAKE_WC_STORAGE' );
	return 'posts' === $storage ? 'posts' : 'hpos';
}

class WC_Order {
	protected $id;
	protected $data;
	protected $changed    = array();
	protected $meta_dirty = array();
	protected $transition = null;

	public function __construct( $order = 0 ) {
		$this->id   = (int) $order;
		$orders     = Fake_WP_State::read()['orders'];
		$this->data = isset( $orders[ (string) $this->id ] ) ? $orders[ (string) $this->id ] : array( 'meta' => array() );
	}

	private function prop( $name ) {
		return isset( $this->data[ $name ] ) ? $this->data[ $name ] : '';
	}

	private function set_prop( $name, $value ) {
		$this->data[ $name ]    = $value;
		$this->changed[ $name ] = true;
	}

	public function get_id() {
		return $this->id;
	}

	public function get_order_number() {
		return (string) $this->id;
	}

	public function get_total( $context = 'view' ) {
		return $this->prop( 'total' );
	}

	public function set_total( $value, $deprecated = '' ) {
		$this->set_prop( 'total', wc_format_decimal( $value, 2 ) );
	}

	public function get_currency( $context = 'view' ) {
		return $this->prop( 'currency' );
	}

	public function get_order_key( $context = 'view' ) {
		return $this->prop( 'key' );
	}

	public function get_payment_method( $context = 'view' ) {
		return $this->prop( 'payment_method' );
	}

	public function get_billing_email( $context = 'view' ) {
		return $this->prop( 'email' );
	}

	public function get_billing_first_name( $context = 'view' ) {
		return $this->prop( 'first_name' );
	}

	public function get_billing_last_name( $context = 'view' ) {
		return $this->prop( 'last_name' );
	}

	public function get_transaction_id( $context = 'view' ) {
		return $this->prop( 'transaction_id' );
	}

	public function get_checkout_order_received_url() {
		return home_url( '/checkout/order-received/' . $this->id . '/?key=' . $this->get_order_key() );
	}

	public function get_status( $context = 'view' ) {
		return $this->prop( 'status' );
	}

	public function has_status( $status ) {
		return in_array( $this->get_status(), (array) $status, true );
	}

	public function is_paid() {
		return $this->has_status( array( 'processing', 'completed' ) );
	}

	public function get_meta( $key = '', $single = true, $context = 'view' ) {
		return isset( $this->data['meta'][ $key ] ) ? $this->data['meta'][ $key ] : '';
	}

	public function update_meta_data( $key, $value, $meta_id = 0 ) {
		$this->data['meta'][ $key ] = $value;
		$this->meta_dirty[ $key ]   = true;
	}

	public function set_status( $new_status, $note = '', $manual_update = false ) {
		$from = $this->get_status();
		$this->set_prop( 'status', $new_status );
		if ( $from !== $new_status ) {
			$this->transition = array( $from, $new_status, $note );
		}
	}

	public function save() {
		// FAKE_WC_SAVE_DELAY_MS: a slow database, so that concurrent processes overlap.
		usleep( 1000 * (int) getenv( 'FAKE_WC_SAVE_DELAY_MS' ) );
		$id      = (string) $this->id;
		$props   = array_intersect_key( $this->data, $this->changed );
		$meta    = array_intersect_key( $this->data['meta'], $this->meta_dirty );
		$changed = $this->transition;
		Fake_WP_State::tx(
			function ( &$data ) use ( $id, $props, $meta, $changed ) {
				$row         = $data['orders'][ $id ];
				$row         = array_merge( $row, $props );
				$row['meta'] = array_merge( $row['meta'], $meta );
				$data['orders'][ $id ] = $row;
				if ( $changed && 'processing' === $changed[1] ) {
					$data['emails'][] = array(
						'order' => (int) $id,
						'email' => 'customer_processing_order',
					);
				}
			}
		);
		$this->changed    = array();
		$this->meta_dirty = array();
		$this->transition = null;
		if ( $changed ) {
			$this->add_order_note( trim( $changed[2] . ' ' . sprintf( 'Order status changed from %1$s to %2$s.', wc_get_order_status_name( $changed[0] ), wc_get_order_status_name( $changed[1] ) ) ) );
		}
		return $this->id;
	}

	public function update_status( $new_status, $note = '', $manual = false ) {
		$this->set_status( $new_status, $note, $manual );
		$this->save();
		return true;
	}

	public function payment_complete( $transaction_id = '' ) {
		if ( ! $this->has_status( array( 'on-hold', 'pending', 'failed', 'cancelled' ) ) ) {
			return false;
		}
		if ( '' !== $transaction_id ) {
			$this->set_prop( 'transaction_id', $transaction_id );
		}
		$this->set_prop( 'date_paid', time() );
		$this->set_status( 'processing' );
		$this->save();
		$id = $this->id;
		Fake_WP_State::tx(
			function ( &$data ) use ( $id, $transaction_id ) {
				$data['payment_completes'][] = array(
					'order'       => $id,
					'transaction' => $transaction_id,
				);
			}
		);
		return true;
	}

	public function add_order_note( $note, $is_customer_note = 0, $added_by_user = false ) {
		$id = (string) $this->id;
		return Fake_WP_State::tx(
			function ( &$data ) use ( $id, $note ) {
				$data['notes'][ $id ][] = $note;
				return count( $data['notes'][ $id ] );
			}
		);
	}
}

class WC_Order_Refund extends WC_Order {
}

function wc_get_order( $the_order = false ) {
	$id     = is_object( $the_order ) ? $the_order->get_id() : (int) $the_order;
	$orders = Fake_WP_State::read()['orders'];
	return isset( $orders[ (string) $id ] ) ? new WC_Order( $id ) : false;
}

function wc_get_orders( $args ) {
	$rows = Fake_WP_State::read()['orders'];
	if ( isset( $args['order'] ) && 'ASC' === strtoupper( $args['order'] ) ) {
		ksort( $rows, SORT_NUMERIC );
	} else {
		krsort( $rows, SORT_NUMERIC );
	}
	$found = array();
	foreach ( $rows as $id => $row ) {
		if ( isset( $args['status'] ) && ! in_array( $row['status'], (array) $args['status'], true ) ) {
			continue;
		}
		if ( isset( $args['payment_method'] ) && $row['payment_method'] !== $args['payment_method'] ) {
			continue;
		}
		if ( isset( $args['date_created'] ) && preg_match( '/^>(\d+)$/', (string) $args['date_created'], $after ) && $row['created'] <= (int) $after[1] ) {
			continue;
		}
		if ( 'hpos' === fake_wc_storage() && ! fake_wc_meta_query_matches( $row, isset( $args['meta_query'] ) ? $args['meta_query'] : array() ) ) {
			continue;
		}
		$found[] = new WC_Order( (int) $id );
		if ( isset( $args['limit'] ) && $args['limit'] > 0 && count( $found ) >= $args['limit'] ) {
			break;
		}
	}
	return $found;
}

/** HPOS's meta_query: `=` clauses (the only kind the plugin ever wrote), all of them. */
function fake_wc_meta_query_matches( $row, $meta_query ) {
	foreach ( $meta_query as $clause ) {
		$value = isset( $row['meta'][ $clause['key'] ] ) ? $row['meta'][ $clause['key'] ] : null;
		if ( $value !== $clause['value'] ) {
			return false;
		}
	}
	return true;
}

function wc_get_order_status_name( $status ) {
	return isset( FAKE_WC_STATUS_NAMES[ $status ] ) ? FAKE_WC_STATUS_NAMES[ $status ] : $status;
}

/** A new pending order paid with Meridian, in the site's database. */
function fake_wc_create_order( $id, $total, $currency = 'USD', $fields = array() ) {
	Fake_WP_State::tx(
		function ( &$data ) use ( $id, $total, $currency, $fields ) {
			$data['orders'][ (string) $id ] = array_merge(
				array(
					'total'          => $total,
					'currency'       => $currency,
					'key'            => 'wc_order_' . $id . 'abc',
					'email'          => 'ada@example.com',
					'first_name'     => 'Ada',
					'last_name'      => 'Lovelace',
					'status'         => 'pending',
					'payment_method' => 'meridian_payments',
					'created'        => time(),
					'meta'           => array(),
				),
				$fields
			);
		}
	);
	return new WC_Order( $id );
}

/** An order's row as the database has it now, with its notes. */
function fake_wc_order_row( $id ) {
	$data         = Fake_WP_State::read();
	$row          = $data['orders'][ (string) $id ];
	$row['notes'] = isset( $data['notes'][ (string) $id ] ) ? $data['notes'][ (string) $id ] : array();
	return $row;
}
