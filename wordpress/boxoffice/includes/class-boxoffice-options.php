<?php
/**
 * The widget's options as `<box-office>` takes them, read from includes/options.json, which
 * `npm run build:wordpress` generates from the widget's own table of options: an option the
 * widget gains reaches the shortcode and the block with the next build.
 *
 * @package BoxOffice
 */

defined( 'ABSPATH' ) || exit;

/** The option list and the names the block and the shortcode use. */
final class BoxOffice_Options {

	/** The block's own attribute (no widget option): pre-fill from the logged-in user. */
	const PREFILL_USER = 'prefill-user';

	/**
	 * Every option, in the widget's order: `name` (as `mount()` takes it), `attribute` (as
	 * `<box-office>` takes it; for an option written once per id, such as `answer-<id>`, the
	 * prefix), `prefix`, `url` (its value is a web address) and `fix` (what a bad value needs).
	 *
	 * @return array<int, array{name: string, attribute: string, prefix: bool, url: bool, fix: string}>
	 */
	public static function all(): array {
		static $options = null;
		if ( null === $options ) {
			$decoded = json_decode( (string) file_get_contents( __DIR__ . '/options.json' ), true );
			$options = array();
			foreach ( is_array( $decoded ) ? $decoded : array() as $row ) {
				if ( is_array( $row ) && is_string( $row['attribute'] ?? null ) && preg_match( '/^[a-z][a-z0-9-]*$/', $row['attribute'] ) ) {
					$options[] = array(
						'name'      => (string) ( $row['name'] ?? $row['attribute'] ),
						'attribute' => $row['attribute'],
						'prefix'    => ! empty( $row['prefix'] ),
						'url'       => ! empty( $row['url'] ),
						'fix'       => (string) ( $row['fix'] ?? '' ),
					);
				}
			}
		}
		return $options;
	}

	/**
	 * One option by its `<box-office>` attribute (or prefix), or null.
	 *
	 * @param string $attribute The attribute, e.g. `return-url`.
	 * @return array{name: string, attribute: string, prefix: bool, url: bool, fix: string}|null
	 */
	public static function by_attribute( string $attribute ): ?array {
		foreach ( self::all() as $option ) {
			if ( $option['attribute'] === $attribute ) {
				return $option;
			}
		}
		return null;
	}

	/**
	 * The block attribute of an option: the `<box-office>` attribute, or the option's name
	 * for one written once per id (`answers`, an object by question id).
	 *
	 * @param array{name: string, attribute: string, prefix: bool} $option One of {@see all()}.
	 */
	public static function block_attribute( array $option ): string {
		return $option['prefix'] ? $option['name'] : $option['attribute'];
	}
}
