<?php
/**
 * The `[boxoffice]` shortcode and the `boxoffice/widget` block: both become one
 * `<box-office>` element whose attributes are the widget's options under their own names
 * (docs/embedding.md), the site's key and API base filling in what they leave out. Values
 * are the organizer's text: each is cleaned, addresses must be `http(s)`, and every one is
 * escaped into its attribute; the widget checks them all again in the browser.
 *
 * @package BoxOffice
 */

defined( 'ABSPATH' ) || exit;

/** Rendering the widget element. */
final class BoxOffice_Widget {

	/** The longest value passed on: the longest the widget accepts (an access token). */
	const MAX_LENGTH = 4096;

	/** Registers the shortcode and the block (block.json, rendered here). */
	public static function register(): void {
		add_shortcode( BoxOffice_Assets::SHORTCODE, array( self::class, 'shortcode' ) );
		register_block_type(
			dirname( __DIR__ ) . '/block',
			array( 'render_callback' => array( self::class, 'block' ) )
		);
	}

	/** On `enqueue_block_editor_assets`: the sidebar's data and translations for the editor script. */
	public static function editor_assets(): void {
		$handle = generate_block_asset_handle( BoxOffice_Assets::BLOCK, 'editorScript' );
		wp_add_inline_script( $handle, 'window.boxofficeEditor = ' . wp_json_encode( self::editor_data() ) . ';', 'before' );
		wp_set_script_translations( $handle, 'boxoffice', dirname( __DIR__ ) . '/languages' );
	}

	/**
	 * What the block editor's sidebar needs: every option's attribute and fix, and where
	 * the settings are.
	 *
	 * @return array{options: array<int, array{attribute: string, fix: string}>, settingsUrl: string, ready: bool}
	 */
	public static function editor_data(): array {
		$options = array();
		foreach ( BoxOffice_Options::all() as $option ) {
			$options[] = array(
				'attribute' => BoxOffice_Options::block_attribute( $option ),
				'fix'       => $option['fix'],
			);
		}
		return array(
			'options'     => $options,
			'settingsUrl' => admin_url( 'options-general.php?page=' . BoxOffice_Settings_Page::SLUG ),
			'ready'       => BoxOffice_Settings::ready( BoxOffice_Settings::get() ),
		);
	}

	/**
	 * `[boxoffice event="summer-fest" mode="button" answer-dietary="…"]`: attribute names as
	 * `<box-office>` takes them (WordPress lowercases them); `prefill-user="yes"` fills the
	 * buyer's name and e-mail from the logged-in user.
	 *
	 * @param array<string|int, mixed>|string $atts The shortcode's attributes ('' for none).
	 */
	public static function shortcode( $atts ): string {
		$given = array();
		foreach ( is_array( $atts ) ? $atts : array() as $name => $value ) {
			if ( is_string( $name ) ) {
				$given[ strtolower( $name ) ] = $value;
			}
		}
		$prefill = in_array( strtolower( BoxOffice_Settings::text( $given[ BoxOffice_Options::PREFILL_USER ] ?? '' ) ), array( '1', 'yes', 'true', 'on' ), true );
		return self::render( $given, $prefill );
	}

	/**
	 * The block's render callback: its attributes carry the `<box-office>` names, `answers`
	 * an object by question id.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 */
	public static function block( $attributes ): string {
		$given = array();
		foreach ( is_array( $attributes ) ? $attributes : array() as $name => $value ) {
			$option = BoxOffice_Options::by_attribute( (string) $name );
			if ( null !== $option && ! $option['prefix'] ) {
				$given[ $name ] = $value;
			}
		}
		foreach ( BoxOffice_Options::all() as $option ) {
			$values = $attributes[ BoxOffice_Options::block_attribute( $option ) ] ?? null;
			if ( $option['prefix'] && is_array( $values ) ) {
				foreach ( $values as $id => $value ) {
					$given[ $option['attribute'] . strtolower( (string) $id ) ] = $value;
				}
			}
		}
		return self::render( $given, ! empty( $attributes[ BoxOffice_Options::PREFILL_USER ] ), get_block_wrapper_attributes() );
	}

	/**
	 * The element for `$given` values (by `<box-office>` attribute name), and the script
	 * enqueued for it; a notice for editors when the plugin is not set up, else nothing.
	 *
	 * @param array<string, mixed> $given   Values by attribute name.
	 * @param bool                 $prefill Whether to pre-fill from the logged-in user.
	 * @param string               $wrapper The block's wrapper attributes, escaped by WordPress.
	 */
	public static function render( array $given, bool $prefill, string $wrapper = '' ): string {
		$settings = BoxOffice_Settings::get();
		if ( ! BoxOffice_Assets::enqueue( $settings ) ) {
			return current_user_can( 'manage_options' )
				? '<p class="boxoffice-notice">' . esc_html__( 'BoxOffice: save the script URL in Settings > BoxOffice to show the ticket widget here.', 'boxoffice' ) . '</p>'
				: '';
		}
		$user       = $prefill ? wp_get_current_user() : null;
		$attributes = self::attributes( $given, $settings, $user );
		if ( null !== $user && $user->exists() && ! defined( 'DONOTCACHEPAGE' ) ) {
			// The page now holds this visitor's name and e-mail: page caches that honour
			// this constant must not serve it to anyone else.
			define( 'DONOTCACHEPAGE', true );
		}
		return self::element( $attributes, $wrapper );
	}

	/**
	 * The element's attributes: each given value under a known name, cleaned (addresses only
	 * `http(s)`), then the site's key and API base where none is given, then the logged-in
	 * user's name and e-mail where asked for and not given.
	 *
	 * @param array<string, mixed>                    $given    Values by attribute name.
	 * @param array{key: string, api: string}         $settings The site's settings.
	 * @param WP_User|null                            $user     The user to pre-fill from, or null.
	 * @return array<string, string> Attribute name → value, not yet escaped.
	 */
	public static function attributes( array $given, array $settings, $user = null ): array {
		$attributes = array();
		foreach ( BoxOffice_Options::all() as $option ) {
			foreach ( $given as $name => $raw ) {
				$name = (string) $name;
				if ( $option['prefix'] ? ! self::is_prefixed( $name, $option['attribute'] ) : $name !== $option['attribute'] ) {
					continue;
				}
				$value = self::value( $raw, $option['url'] );
				if ( '' !== $value ) {
					$attributes[ $name ] = $value;
				}
			}
		}
		$credential = array( 'key', 'sell-key', 'token' );
		if ( '' !== $settings['key'] && empty( array_intersect_key( $attributes, array_flip( $credential ) ) ) ) {
			$attributes['key'] = $settings['key'];
		}
		if ( '' !== $settings['api'] && ! isset( $attributes['api'] ) ) {
			$attributes['api'] = $settings['api'];
		}
		if ( $user instanceof WP_User && $user->exists() ) {
			$own = array(
				'name'  => $user->display_name,
				'email' => $user->user_email,
			);
			foreach ( $own as $name => $raw ) {
				$value = self::value( $raw, false );
				if ( null !== BoxOffice_Options::by_attribute( $name ) && ! isset( $attributes[ $name ] ) && '' !== $value ) {
					$attributes[ $name ] = $value;
				}
			}
		}
		return $attributes;
	}

	/**
	 * `<box-office …></box-office>` with every value escaped into its attribute: addresses
	 * with `esc_url` (which drops any scheme but `http(s)`), the rest with `esc_attr`.
	 *
	 * @param array<string, string> $attributes Attribute name → value.
	 * @param string                $wrapper    Attributes already escaped (the block's class).
	 */
	public static function element( array $attributes, string $wrapper = '' ): string {
		$html = '<box-office' . ( '' === trim( $wrapper ) ? '' : ' ' . trim( $wrapper ) );
		foreach ( $attributes as $name => $value ) {
			if ( 1 !== preg_match( '/^[a-z][a-z0-9_.:-]*$/', $name ) ) {
				continue;
			}
			$option = BoxOffice_Options::by_attribute( $name );
			$text   = null !== $option && $option['url'] ? esc_url( $value, array( 'https', 'http' ) ) : esc_attr( $value );
			$html  .= ' ' . $name . '="' . $text . '"';
		}
		return $html . '></box-office>';
	}

	/**
	 * Whether `$name` is `$prefix` and an id the widget can match: letters, digits, `_`, `.`,
	 * `:` and `-` (an attribute name cannot hold more).
	 *
	 * @param string $name   An attribute name, e.g. `answer-dietary`.
	 * @param string $prefix The option's prefix, e.g. `answer-`.
	 */
	private static function is_prefixed( string $name, string $prefix ): bool {
		return 0 === strpos( $name, $prefix ) && 1 === preg_match( '/^[a-z0-9_.:-]{1,100}$/', substr( $name, strlen( $prefix ) ) );
	}

	/**
	 * One value as the element gets it: one line of text of at most {@see MAX_LENGTH}
	 * characters; for an address, '' unless it is an absolute `http(s)` URL.
	 *
	 * @param mixed $raw The given value.
	 * @param bool  $url Whether it is an address.
	 */
	private static function value( $raw, bool $url ): string {
		$value = mb_substr( BoxOffice_Settings::text( $raw ), 0, self::MAX_LENGTH, 'UTF-8' );
		if ( $url && 1 !== preg_match( '#^https?://[^\s"\'<>\\\\]+$#i', $value ) ) {
			return '';
		}
		return $value;
	}
}
