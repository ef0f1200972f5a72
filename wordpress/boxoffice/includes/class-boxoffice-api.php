<?php
/**
 * What the plugin asks of the ticket API and of the script's host, from the server: the
 * key's config ("Test the key"), the key's events (the block's event picker, through the
 * `boxoffice/v1/events` REST route for editors) and the script, to check its integrity.
 *
 * @package BoxOffice
 */

defined( 'ABSPATH' ) || exit;

/** Requests to the API and the REST route of the block editor. */
final class BoxOffice_Api {

	/** The plugin's REST namespace. */
	const REST_NAMESPACE = 'boxoffice/v1';

	/** The event picker reads at most this many pages of 100 events. */
	const EVENT_PAGES = 10;

	/**
	 * The API base the widget uses: the setting, else the script's origin (as the widget
	 * itself defaults it); '' when neither is set.
	 *
	 * @param array{api: string, script_url: string} $settings The site's settings.
	 */
	public static function base( array $settings ): string {
		if ( '' !== $settings['api'] ) {
			return $settings['api'];
		}
		$parts = wp_parse_url( $settings['script_url'] );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return '';
		}
		return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	}

	/**
	 * `GET <API base>/api/v1/sell<path>` with the key: the status and the decoded body, or
	 * the error that kept the request from being answered.
	 *
	 * @param array{key: string, api: string, script_url: string} $settings The site's settings.
	 * @param string                                              $path     The path after `/api/v1/sell`.
	 * @return array{status: int, body: mixed}|WP_Error
	 */
	public static function get( array $settings, string $path ) {
		$base = self::base( $settings );
		if ( '' === $base || '' === $settings['key'] ) {
			return new WP_Error( 'boxoffice_not_set_up', __( 'Save your publishable key and the script URL in Settings > BoxOffice first.', 'boxoffice' ), array( 'status' => 400 ) );
		}
		$response = self::fetch(
			$base . '/api/v1/sell' . $path,
			array(
				'X-Sell-Key' => $settings['key'],
				'Accept'     => 'application/json',
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		return array(
			'status' => (int) wp_remote_retrieve_response_code( $response ),
			'body'   => json_decode( wp_remote_retrieve_body( $response ), true ),
		);
	}

	/**
	 * `wp_safe_remote_get()` of an address the organizer configured. WordPress refuses
	 * addresses on this computer and on ports other than 80, 443 and 8080; a sandbox on
	 * `http://localhost:5173` is both, so that one host (when it is this computer) and that
	 * one port are let through for this request only.
	 *
	 * @param string                $url     The address.
	 * @param array<string, string> $headers Request headers.
	 * @return array|WP_Error The response, as `wp_safe_remote_get()` gives it.
	 */
	public static function fetch( string $url, array $headers = array() ) {
		$parts    = wp_parse_url( $url );
		$host     = strtolower( (string) ( is_array( $parts ) ? ( $parts['host'] ?? '' ) : '' ) );
		$port     = (int) ( is_array( $parts ) ? ( $parts['port'] ?? 0 ) : 0 );
		$local    = in_array( $host, array( 'localhost', '127.0.0.1' ), true );
		$external = static function ( $is_external, $checked ) use ( $host, $local ) {
			return $is_external || ( $local && strtolower( (string) $checked ) === $host );
		};
		$ports    = static function ( $allowed ) use ( $port ) {
			return $port > 0 ? array_merge( (array) $allowed, array( $port ) ) : $allowed;
		};
		add_filter( 'http_request_host_is_external', $external, 10, 2 );
		add_filter( 'http_allowed_safe_ports', $ports );
		try {
			return wp_safe_remote_get(
				$url,
				array(
					'headers' => $headers,
					'timeout' => 10,
				)
			);
		} finally {
			remove_filter( 'http_request_host_is_external', $external, 10 );
			remove_filter( 'http_allowed_safe_ports', $ports );
		}
	}

	/**
	 * "Test the key": `GET /config` with the saved key, and the script at the saved URL
	 * against its integrity. Each line says what was found; `ok` is false when the widget
	 * would not work.
	 *
	 * @param array{key: string, api: string, script_url: string, integrity: string} $settings The site's settings.
	 * @return array{ok: bool, messages: string[]}
	 */
	public static function test( array $settings ): array {
		$config = self::get( $settings, '/config' );
		if ( is_wp_error( $config ) && 'boxoffice_not_set_up' === $config->get_error_code() ) {
			$config_line = array( false, $config->get_error_message() );
		} elseif ( is_wp_error( $config ) ) {
			/* translators: 1: the API's address, 2: why the request failed. */
			$config_line = array( false, sprintf( __( 'Could not reach the API at %1$s: %2$s', 'boxoffice' ), self::base( $settings ), $config->get_error_message() ) );
		} elseif ( 200 === $config['status'] && is_array( $config['body'] ) && is_bool( $config['body']['livemode'] ?? null ) ) {
			$config_line = array(
				true,
				$config['body']['livemode']
					? __( 'The API accepts the key: live mode, buyers pay for real.', 'boxoffice' )
					: __( 'The API accepts the key: test mode, no real payments.', 'boxoffice' ),
			);
		} elseif ( 401 === $config['status'] ) {
			$config_line = array( false, __( 'The API refused the key (401 unauthorized): check it in your BoxOffice account.', 'boxoffice' ) );
		} else {
			/* translators: 1: an HTTP status code, 2: the API's message. */
			$config_line = array( false, sprintf( __( 'The API answered %1$d: %2$s', 'boxoffice' ), $config['status'], self::error_message( $config['body'] ) ) );
		}
		$script_line = self::check_script( $settings );
		return array(
			'ok'       => $config_line[0] && $script_line[0],
			'messages' => array( $config_line[1], $script_line[1] ),
		);
	}

	/**
	 * Whether the script at the saved URL matches the saved integrity (a browser would not
	 * run it otherwise), and a line saying so.
	 *
	 * @param array{script_url: string, integrity: string} $settings The site's settings.
	 * @return array{0: bool, 1: string}
	 */
	public static function check_script( array $settings ): array {
		if ( '' === $settings['script_url'] ) {
			return array( false, __( 'No script URL is saved: the widget is not shown.', 'boxoffice' ) );
		}
		$response = self::fetch( $settings['script_url'] );
		if ( is_wp_error( $response ) ) {
			/* translators: 1: the script's address, 2: why the request failed. */
			return array( false, sprintf( __( 'Could not load the script at %1$s: %2$s', 'boxoffice' ), $settings['script_url'], $response->get_error_message() ) );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( 200 !== $status ) {
			/* translators: 1: the script's address, 2: an HTTP status code. */
			return array( false, sprintf( __( 'The script at %1$s answered %2$d.', 'boxoffice' ), $settings['script_url'], $status ) );
		}
		$body = wp_remote_retrieve_body( $response );
		if ( self::matches( $body, $settings['integrity'] ) ) {
			/* translators: %s: the script's address. */
			return array( true, sprintf( __( 'The script at %s matches its integrity.', 'boxoffice' ), $settings['script_url'] ) );
		}
		return array(
			false,
			/* translators: 1: the script's address, 2: the integrity its bytes have. */
			sprintf( __( 'The script at %1$s does not match its integrity, so browsers will not run it. Its integrity is %2$s: use the one printed by the build of the version you serve.', 'boxoffice' ), $settings['script_url'], 'sha384-' . base64_encode( hash( 'sha384', $body, true ) ) ),
		);
	}

	/**
	 * Whether `$body` matches `$integrity` as a browser checks it: one of the hashes of the
	 * strongest algorithm listed matches (https://www.w3.org/TR/SRI/#does-response-match-metadatalist).
	 *
	 * @param string $body      The script's bytes.
	 * @param string $integrity One or more `sha256-…`, `sha384-…`, `sha512-…`, separated by spaces.
	 */
	public static function matches( string $body, string $integrity ): bool {
		$by_strength = array( 'sha512', 'sha384', 'sha256' );
		$hashes      = preg_split( '/\s+/', trim( $integrity ), -1, PREG_SPLIT_NO_EMPTY );
		foreach ( $by_strength as $algorithm ) {
			$digests = array();
			foreach ( $hashes as $hash ) {
				if ( 0 === strpos( $hash, $algorithm . '-' ) ) {
					$digests[] = substr( $hash, strlen( $algorithm ) + 1 );
				}
			}
			if ( ! empty( $digests ) ) {
				return in_array( base64_encode( hash( $algorithm, $body, true ) ), $digests, true );
			}
		}
		return false;
	}

	/** Registers `GET /wp-json/boxoffice/v1/events` for the block editor's event picker. */
	public static function register_routes(): void {
		register_rest_route(
			self::REST_NAMESPACE,
			'/events',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'events_response' ),
				'permission_callback' => static function () {
					return current_user_can( 'edit_posts' );
				},
			)
		);
	}

	/**
	 * The REST answer of the event picker: the key's events, or the error to show.
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public static function events_response() {
		$events = self::events( BoxOffice_Settings::get() );
		return is_wp_error( $events ) ? $events : rest_ensure_response( $events );
	}

	/**
	 * The events the key sells (`GET /events`, page after page): slug, title, start, status.
	 *
	 * @param array{key: string, api: string, script_url: string} $settings The site's settings.
	 * @return array<int, array{slug: string, title: string, startsAt: string, status: string}>|WP_Error
	 */
	public static function events( array $settings ) {
		$events = array();
		$cursor = '';
		for ( $page = 0; $page < self::EVENT_PAGES; $page++ ) {
			$answer = self::get( $settings, '/events?limit=100' . ( '' === $cursor ? '' : '&cursor=' . rawurlencode( $cursor ) ) );
			if ( is_wp_error( $answer ) ) {
				return $answer;
			}
			if ( 200 !== $answer['status'] || ! is_array( $answer['body'] ) || ! is_array( $answer['body']['data'] ?? null ) ) {
				/* translators: 1: an HTTP status code, 2: the API's message. */
				return new WP_Error( 'boxoffice_events', sprintf( __( 'The API answered %1$d: %2$s', 'boxoffice' ), $answer['status'], self::error_message( $answer['body'] ) ), array( 'status' => 502 ) );
			}
			foreach ( $answer['body']['data'] as $row ) {
				if ( is_array( $row ) && is_string( $row['slug'] ?? null ) && is_string( $row['title'] ?? null ) ) {
					$events[] = array(
						'slug'     => $row['slug'],
						'title'    => $row['title'],
						'startsAt' => is_string( $row['startsAt'] ?? null ) ? $row['startsAt'] : '',
						'status'   => is_string( $row['status'] ?? null ) ? $row['status'] : '',
					);
				}
			}
			$cursor = $answer['body']['nextCursor'] ?? null;
			if ( ! is_string( $cursor ) || '' === $cursor ) {
				break;
			}
		}
		return $events;
	}

	/**
	 * The message of an API error body (`{ "error": { "message": … } }`), else ''.
	 *
	 * @param mixed $body A decoded answer.
	 */
	private static function error_message( $body ): string {
		$message = is_array( $body ) && is_array( $body['error'] ?? null ) ? ( $body['error']['message'] ?? '' ) : '';
		return is_string( $message ) ? $message : '';
	}
}
