<?php
/**
 * Installs the test site (scripts/wordpress/site.mjs) as wp-admin/install.php would: the
 * database, WordPress itself, the administrator; then activates the plugin, saves its
 * settings and writes the posts and pages the tests open. Reads BOXOFFICE_WP_ROOT (the
 * WordPress folder), BOXOFFICE_WP_URL, BOXOFFICE_WP_ADMIN and BOXOFFICE_SETTINGS (JSON).
 *
 * @package BoxOffice
 */

$boxoffice_root     = (string) getenv( 'BOXOFFICE_WP_ROOT' );
$boxoffice_admin    = json_decode( (string) getenv( 'BOXOFFICE_WP_ADMIN' ), true );
$boxoffice_settings = json_decode( (string) getenv( 'BOXOFFICE_SETTINGS' ), true );
$boxoffice_host     = (string) parse_url( (string) getenv( 'BOXOFFICE_WP_URL' ), PHP_URL_HOST );
$boxoffice_port     = (string) parse_url( (string) getenv( 'BOXOFFICE_WP_URL' ), PHP_URL_PORT );

// The database first: WordPress's own loader stops at a missing one.
$boxoffice_config = (string) file_get_contents( $boxoffice_root . '/wp-config.php' );
preg_match( "/'DB_USER', '([^']*)'/", $boxoffice_config, $boxoffice_user );
preg_match( "/'DB_HOST', 'localhost:([^']*)'/", $boxoffice_config, $boxoffice_socket );
$boxoffice_db = new mysqli( 'localhost', $boxoffice_user[1], '', '', 0, $boxoffice_socket[1] );
$boxoffice_db->query( 'CREATE DATABASE wordpress CHARACTER SET utf8mb4' );
$boxoffice_db->close();

$_SERVER['HTTP_HOST']   = $boxoffice_host . ':' . $boxoffice_port;
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_INSTALLING', true );
require $boxoffice_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

wp_install( 'BoxOffice test site', $boxoffice_admin['user'], $boxoffice_admin['email'], false, '', wp_slash( $boxoffice_admin['password'] ) );
$wp_rewrite->set_permalink_structure( '/%postname%/' );
flush_rewrite_rules();

$boxoffice_activated = activate_plugin( 'boxoffice/boxoffice.php' );
if ( is_wp_error( $boxoffice_activated ) ) {
	fwrite( STDERR, 'The plugin did not activate: ' . $boxoffice_activated->get_error_message() . "\n" );
	exit( 1 );
}
update_option( 'boxoffice_settings', array_merge( get_option( 'boxoffice_settings', array() ), (array) $boxoffice_settings ) );

// As an administrator writes them (unfiltered HTML): the hostile page must reach the plugin
// as it was written, not as WordPress's filter for other authors would leave it.
kses_remove_filters();
$boxoffice_posts = array(
	array( 'post', 'shortcode-paid', 'Summer Fest tickets', '[boxoffice event="summer-fest"]' ),
	array( 'post', 'shortcode-free', 'Community meetup', '[boxoffice event="community-meetup" theme="dark"]' ),
	array( 'page', 'block-paid', 'Summer Fest, framed', '<!-- wp:boxoffice/widget {"event":"summer-fest","mode":"iframe"} /-->' ),
	array( 'page', 'block-free', 'Community meetup, framed', '<!-- wp:boxoffice/widget {"event":"community-meetup","mode":"iframe"} /-->' ),
	array( 'page', 'block-prefill', 'Community meetup for members', '<!-- wp:boxoffice/widget {"event":"community-meetup","prefill-user":true} /-->' ),
	array( 'post', 'no-widget', 'A post without tickets', '<!-- wp:paragraph --><p>No tickets here.</p><!-- /wp:paragraph -->' ),
	// Values an organizer (or whoever got hold of an editor's account) could write, each of
	// which must reach the page as inert text: block attributes come to the plugin as written.
	array(
		'page',
		'hostile',
		'Hostile values',
		'<!-- wp:boxoffice/widget ' . serialize_block_attributes(
			array(
				'event'        => 'summer-fest',
				'mode'         => 'button',
				'label'        => '"><script>window.boxofficePwned=1</script><img src=x onerror="window.boxofficePwned=2">',
				'return-url'   => 'javascript:window.boxofficePwned=3',
				'fallback-url' => 'data:text/html,<script>window.boxofficePwned=4</script>',
				'promo'        => "x' onmouseover='window.boxofficePwned=5",
			)
		) . ' /-->',
	),
);
foreach ( $boxoffice_posts as list( $boxoffice_type, $boxoffice_slug, $boxoffice_title, $boxoffice_content ) ) {
	wp_insert_post(
		array(
			'post_type'    => $boxoffice_type,
			'post_name'    => $boxoffice_slug,
			'post_title'   => $boxoffice_title,
			'post_content' => wp_slash( $boxoffice_content ),
			'post_status'  => 'publish',
			'post_author'  => 1,
		)
	);
}
