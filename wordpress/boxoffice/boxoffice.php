<?php
/**
 * Plugin Name:       BoxOffice
 * Description:       Sell tickets for your events in your posts and pages: a BoxOffice block and a [boxoffice] shortcode for the BoxOffice checkout widget.
 * Version:           dev
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Text Domain:       boxoffice
 * Domain Path:       /languages
 *
 * @package BoxOffice
 */

defined( 'ABSPATH' ) || exit;

define( 'BOXOFFICE_FILE', __FILE__ );

require_once __DIR__ . '/includes/class-boxoffice-build.php';
require_once __DIR__ . '/includes/class-boxoffice-options.php';
require_once __DIR__ . '/includes/class-boxoffice-settings.php';
require_once __DIR__ . '/includes/class-boxoffice-api.php';
require_once __DIR__ . '/includes/class-boxoffice-assets.php';
require_once __DIR__ . '/includes/class-boxoffice-widget.php';
require_once __DIR__ . '/includes/class-boxoffice-settings-page.php';
require_once __DIR__ . '/includes/class-boxoffice-privacy.php';

register_activation_hook( __FILE__, array( 'BoxOffice_Settings', 'activate' ) );

add_action(
	'init',
	static function () {
		load_plugin_textdomain( 'boxoffice', false, dirname( plugin_basename( BOXOFFICE_FILE ) ) . '/languages' );
		BoxOffice_Widget::register();
	}
);
add_action( 'wp_enqueue_scripts', array( 'BoxOffice_Assets', 'enqueue_for_query' ) );
add_action( 'enqueue_block_editor_assets', array( 'BoxOffice_Widget', 'editor_assets' ) );
add_filter( 'script_loader_tag', array( 'BoxOffice_Assets', 'filter_tag' ), 10, 2 );
add_action( 'rest_api_init', array( 'BoxOffice_Api', 'register_routes' ) );
add_action( 'admin_init', array( 'BoxOffice_Settings', 'register' ) );
add_action( 'admin_init', array( 'BoxOffice_Privacy', 'add_policy_text' ) );
add_action( 'admin_menu', array( 'BoxOffice_Settings_Page', 'add_menu' ) );
add_action( 'admin_post_boxoffice_test_key', array( 'BoxOffice_Settings_Page', 'test_key' ) );
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), array( 'BoxOffice_Settings_Page', 'action_links' ) );
