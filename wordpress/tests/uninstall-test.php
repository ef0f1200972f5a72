<?php
/**
 * Deleting the plugin removes what it stored.
 *
 * @package BoxOffice
 */

/** uninstall.php. */
final class BoxOffice_Uninstall_Test extends BoxOffice_Test_Case {

	public function test_uninstall_removes_the_settings_and_test_results(): void {
		set_transient( BoxOffice_Settings::TEST_RESULT . '1', array( 'ok' => true ), 60 );
		$this->assertNotFalse( get_option( BoxOffice_Settings::OPTION ) );
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'boxoffice/boxoffice.php' );
		}
		include WP_PLUGIN_DIR . '/boxoffice/uninstall.php';
		wp_cache_flush();
		$this->assertFalse( get_option( BoxOffice_Settings::OPTION ) );
		$this->assertFalse( get_transient( BoxOffice_Settings::TEST_RESULT . '1' ) );
	}
}
