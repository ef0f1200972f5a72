<?php
/**
 * The site's settings (Settings → BoxOffice): the publishable key, the API base, and the
 * widget's script URL with its `integrity`. Stored as one option; every value is checked
 * on save, and a refused value keeps the one saved before with a message saying why.
 *
 * @package BoxOffice
 */

defined( 'ABSPATH' ) || exit;

/** Reading, checking and storing the settings. */
final class BoxOffice_Settings {

	/** The option that holds the settings. */
	const OPTION = 'boxoffice_settings';

	/** The settings group of the form (`settings_fields`). */
	const GROUP = 'boxoffice';

	/** The transient that holds one user's last "Test the key" result, before their user id. */
	const TEST_RESULT = 'boxoffice_test_';

	/**
	 * The settings before any save: no key, API base or script URL, and the
	 * integrity of the loader built with this plugin.
	 *
	 * @return array{key: string, api: string, script_url: string, integrity: string}
	 */
	public static function defaults(): array {
		return array(
			'key'        => '',
			'api'        => '',
			'script_url' => '',
			'integrity'  => BoxOffice_Build::integrity(),
		);
	}

	/**
	 * The saved settings over the defaults.
	 *
	 * @return array{key: string, api: string, script_url: string, integrity: string}
	 */
	public static function get(): array {
		$saved    = get_option( self::OPTION, array() );
		$settings = self::defaults();
		foreach ( array_keys( $settings ) as $field ) {
			if ( is_array( $saved ) && isset( $saved[ $field ] ) && is_string( $saved[ $field ] ) ) {
				$settings[ $field ] = $saved[ $field ];
			}
		}
		return $settings;
	}

	/**
	 * Whether the widget can be shown: a script URL and its integrity are set.
	 *
	 * @param array{script_url: string, integrity: string} $settings The site's settings.
	 */
	public static function ready( array $settings ): bool {
		return '' !== $settings['script_url'] && '' !== $settings['integrity'];
	}

	/** On activation: the defaults are stored once, so the first save is an update. */
	public static function activate(): void {
		add_option( self::OPTION, self::defaults() );
	}

	/** Registers the option with its sanitiser (options.php checks the capability and nonce). */
	public static function register(): void {
		register_setting(
			self::GROUP,
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'default'           => self::defaults(),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * The settings to store from the form's values: each valid value, and for each refused
	 * one the value saved before and a settings error naming the field and the fix.
	 *
	 * @param mixed $input The submitted `boxoffice_settings` array.
	 * @return array{key: string, api: string, script_url: string, integrity: string}
	 */
	public static function sanitize( $input ): array {
		$before = self::get();
		$input  = is_array( $input ) ? $input : array();
		$clean  = $before;
		$checks = array(
			'key'        => array( array( self::class, 'key' ), self::key_fix() ),
			'api'        => array( array( self::class, 'api_base' ), __( 'use an https: address, e.g. https://api.example (http: only on localhost), or leave it empty', 'boxoffice' ) ),
			'script_url' => array( array( self::class, 'script_url' ), __( 'use the https: address of boxoffice.js, e.g. https://cdn.example/v1/boxoffice.js (http: only on localhost)', 'boxoffice' ) ),
			'integrity'  => array( array( self::class, 'integrity' ), __( 'use the integrity the build printed, sha384-...', 'boxoffice' ) ),
		);
		foreach ( $checks as $field => list( $check, $fix ) ) {
			$given = self::text( $input[ $field ] ?? '' );
			$value = call_user_func( $check, $given );
			if ( null === $value ) {
				add_settings_error(
					self::OPTION,
					'boxoffice-' . $field,
					/* translators: 1: a setting's label, 2: how to fix its value. */
					sprintf( __( '%1$s was not saved: %2$s.', 'boxoffice' ), self::label( $field ), $fix ),
					'error'
				);
				continue;
			}
			$clean[ $field ] = $value;
		}
		return $clean;
	}

	/**
	 * The label of a setting, as the settings page shows it.
	 *
	 * @param string $field A key of {@see defaults()}.
	 */
	public static function label( string $field ): string {
		$labels = array(
			'key'        => __( 'Publishable key', 'boxoffice' ),
			'api'        => __( 'API base', 'boxoffice' ),
			'script_url' => __( 'Script URL', 'boxoffice' ),
			'integrity'  => __( 'Script integrity', 'boxoffice' ),
		);
		return $labels[ $field ] ?? $field;
	}

	/** What a bad key needs, in the widget's own words for its `key` option. */
	public static function key_fix(): string {
		$option = BoxOffice_Options::by_attribute( 'key' );
		return null !== $option && '' !== $option['fix'] ? $option['fix'] : __( 'use your publishable key', 'boxoffice' );
	}

	/**
	 * A value as one line of text: scalars only, valid UTF-8, no control characters, trimmed.
	 *
	 * @param mixed $value A submitted value.
	 */
	public static function text( $value ): string {
		if ( ! is_scalar( $value ) ) {
			return '';
		}
		$text = wp_check_invalid_utf8( (string) $value );
		return trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/', ' ', $text ) );
	}

	/**
	 * A publishable key (`pk_…`, as the widget checks it), '' for none, or null when invalid.
	 *
	 * @param string $value The typed key.
	 */
	public static function key( string $value ): ?string {
		return '' === $value || 1 === preg_match( '/^[A-Za-z0-9_-]{1,200}$/', $value ) ? $value : null;
	}

	/**
	 * A web address the site may load from or send to: `https:`, or `http:` on this computer
	 * (localhost, 127.0.0.1, [::1]) for a local sandbox; no user name or password in it.
	 * Returns the address as given, or null.
	 *
	 * @param string $value An absolute URL.
	 */
	public static function web_url( string $value ): ?string {
		if ( '' === $value || 1 === preg_match( '/[\s"\'<>\\\\]/', $value ) ) {
			return null;
		}
		$parts = wp_parse_url( $value );
		if ( ! is_array( $parts ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return null;
		}
		$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
		$host   = strtolower( (string) ( $parts['host'] ?? '' ) );
		if ( '' === $host ) {
			return null;
		}
		$local = in_array( $host, array( 'localhost', '127.0.0.1', '[::1]' ), true );
		return 'https' === $scheme || ( 'http' === $scheme && $local ) ? $value : null;
	}

	/**
	 * The API base: a web address without query or fragment and without trailing slashes,
	 * '' for none (the widget then uses the script's origin), or null when invalid.
	 *
	 * @param string $value The typed address.
	 */
	public static function api_base( string $value ): ?string {
		if ( '' === $value ) {
			return '';
		}
		$url = self::web_url( $value );
		if ( null === $url || false !== strpbrk( $url, '?#' ) ) {
			return null;
		}
		return rtrim( $url, '/' );
	}

	/**
	 * The script's address: a web address ('' for none: the widget is then not shown), or null.
	 *
	 * @param string $value The typed address.
	 */
	public static function script_url( string $value ): ?string {
		return '' === $value ? '' : self::web_url( $value );
	}

	/**
	 * A Subresource Integrity value (`sha256-`, `sha384-` or `sha512-` and the digest in
	 * base64; several separated by spaces), or null.
	 *
	 * @param string $value The typed integrity.
	 */
	public static function integrity( string $value ): ?string {
		$lengths = array(
			'sha256' => 44,
			'sha384' => 64,
			'sha512' => 88,
		);
		$hashes  = preg_split( '/\s+/', $value, -1, PREG_SPLIT_NO_EMPTY );
		if ( empty( $hashes ) ) {
			return null;
		}
		foreach ( $hashes as $hash ) {
			if ( 1 !== preg_match( '/^(sha256|sha384|sha512)-([A-Za-z0-9+\/]+={0,2})$/', $hash, $match ) || strlen( $match[2] ) !== $lengths[ $match[1] ] ) {
				return null;
			}
		}
		return implode( ' ', $hashes );
	}

	/** Removes what the plugin stored on this site: its settings and "Test the key" results. */
	public static function uninstall(): void {
		global $wpdb;
		delete_option( self::OPTION );
		$result  = $wpdb->esc_like( '_transient_' . self::TEST_RESULT ) . '%';
		$timeout = $wpdb->esc_like( '_transient_timeout_' . self::TEST_RESULT ) . '%';
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $result, $timeout ) );
	}
}
