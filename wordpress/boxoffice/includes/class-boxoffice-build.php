<?php
/**
 * What `npm run build:wordpress` wrote into this copy of the plugin (includes/build.json):
 * the version and the integrity of the widget's loader built with it.
 *
 * @package BoxOffice
 */

defined( 'ABSPATH' ) || exit;

/** The build's facts. */
final class BoxOffice_Build {

	/**
	 * The build file's fields.
	 *
	 * @return array{version: string, integrity: string}
	 */
	private static function read(): array {
		static $build = null;
		if ( null === $build ) {
			$decoded = json_decode( (string) file_get_contents( __DIR__ . '/build.json' ), true );
			$build   = array(
				'version'   => is_array( $decoded ) && is_string( $decoded['version'] ?? null ) ? $decoded['version'] : 'dev',
				'integrity' => is_array( $decoded ) && is_string( $decoded['integrity'] ?? null ) ? $decoded['integrity'] : '',
			);
		}
		return $build;
	}

	/** The plugin's version: the widget's (package.json). */
	public static function version(): string {
		return self::read()['version'];
	}

	/** The `integrity` of the boxoffice.js built with this plugin (dist/boxoffice.js.sri). */
	public static function integrity(): string {
		return self::read()['integrity'];
	}
}
