<?php
/**
 * What every test of the plugin shares: the site's settings, the current user, the posts a
 * test writes and the enqueued script are put back as they were, since the browser tests
 * use the same site afterwards.
 *
 * @package BoxOffice
 */

use PHPUnit\Framework\TestCase;

/** A test of the plugin inside the test site. */
abstract class BoxOffice_Test_Case extends TestCase {

	/** @var mixed The settings before the test. */
	private $saved_settings;

	/** @var int[] Posts the test wrote. */
	private $posts = array();

	protected function setUp(): void {
		parent::setUp();
		$this->saved_settings = get_option( BoxOffice_Settings::OPTION );
		$this->settings(
			array(
				'key'        => 'pk_test_demo',
				'api'        => '',
				'script_url' => 'https://cdn.example/v1/boxoffice.js',
				'integrity'  => 'sha384-' . str_repeat( 'A', 64 ),
			)
		);
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		update_option( BoxOffice_Settings::OPTION, $this->saved_settings );
		wp_dequeue_script( BoxOffice_Assets::HANDLE );
		wp_deregister_script( BoxOffice_Assets::HANDLE );
		wp_set_current_user( 0 );
		global $wp_settings_errors;
		$wp_settings_errors = array();
		parent::tearDown();
	}

	/**
	 * Saves settings, bypassing the form's checks.
	 *
	 * @param array<string, string> $settings Fields to set.
	 */
	protected function settings( array $settings ): void {
		remove_all_filters( 'sanitize_option_' . BoxOffice_Settings::OPTION );
		update_option( BoxOffice_Settings::OPTION, array_merge( BoxOffice_Settings::get(), $settings ) );
	}

	/**
	 * Writes a published post, deleted after the test.
	 *
	 * @param string $content Its content.
	 * @param string $type    Its post type.
	 */
	protected function post( string $content, string $type = 'post' ): WP_Post {
		$id            = wp_insert_post(
			array(
				'post_type'    => $type,
				'post_title'   => 'A test post',
				'post_content' => wp_slash( $content ),
				'post_status'  => 'publish',
			)
		);
		$this->posts[] = $id;
		return get_post( $id );
	}

	/**
	 * The `<box-office>` elements of `$html`, parsed as a browser would, with their attributes.
	 *
	 * @param string $html Markup.
	 * @return array<int, array<string, string>> Each element's attributes by name.
	 */
	protected function elements( string $html ): array {
		$document = new DOMDocument();
		libxml_use_internal_errors( true );
		$document->loadHTML( '<!doctype html><html><body>' . $html . '</body></html>' );
		libxml_clear_errors();
		$elements = array();
		foreach ( $document->getElementsByTagName( 'box-office' ) as $element ) {
			$attributes = array();
			foreach ( $element->attributes as $attribute ) {
				$attributes[ $attribute->name ] = $attribute->value;
			}
			$elements[] = $attributes;
		}
		return $elements;
	}

	/** The test site's administrator. */
	protected function admin(): WP_User {
		return get_user_by( 'id', 1 );
	}
}
