<?php
/**
 * Deleting the plugin removes what it stored: its settings and "Test the key" results, on
 * every site of a network.
 *
 * @package BoxOffice
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/class-boxoffice-settings.php';

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $boxoffice_site ) {
		switch_to_blog( $boxoffice_site );
		BoxOffice_Settings::uninstall();
		restore_current_blog();
	}
} else {
	BoxOffice_Settings::uninstall();
}
