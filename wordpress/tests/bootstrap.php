<?php
/**
 * Loads the test site's WordPress (BOXOFFICE_WP_ROOT, started by scripts/wordpress/site.mjs)
 * with the built plugin active: the tests run the plugin's code with WordPress's own
 * functions (escaping, shortcodes, blocks, options), not stand-ins.
 *
 * @package BoxOffice
 */

$boxoffice_root = getenv( 'BOXOFFICE_WP_ROOT' );
if ( ! $boxoffice_root || ! is_file( $boxoffice_root . '/wp-load.php' ) ) {
	fwrite( STDERR, "BOXOFFICE_WP_ROOT must name the test site's WordPress: run npm run test:wordpress\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = (string) parse_url( (string) getenv( 'E2E_WORDPRESS_URL' ), PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_USE_THEMES', false );
// PHPUnit includes this file from inside a function: the variables WordPress's files set at
// their top level must be made global first, or they stay local to that function.
global $wpdb, $wp_rewrite, $wp, $wp_query, $wp_the_query, $shortcode_tags, $wp_filter, $wp_actions,
	$wp_current_filter, $wp_version, $wp_db_version, $wp_scripts, $wp_styles, $wp_roles, $wp_locale,
	$wp_embed, $wp_widget_factory, $wp_theme_directories, $wp_plugin_paths, $table_prefix,
	$current_user, $wp_settings_errors, $allowedposttags, $allowedtags, $allowedentitynames;
require $boxoffice_root . '/wp-load.php';
// Settings are checked in the admin, where these are loaded.
require_once ABSPATH . 'wp-admin/includes/template.php';
require_once __DIR__ . '/class-boxoffice-test-case.php';
