<?php
/**
 * The text the plugin suggests for the privacy policy names where the widget comes from and
 * where orders go (e2e/wordpress/settings.spec.ts sees it in the policy guide).
 *
 * @package BoxOffice
 */

/** The privacy policy text. */
final class BoxOffice_Privacy_Test extends BoxOffice_Test_Case {

	public function test_the_text_names_the_script_s_host_and_the_api_s(): void {
		$this->settings( array( 'api' => 'https://api.example' ) );
		$text = BoxOffice_Privacy::text();
		$this->assertStringContainsString( 'from cdn.example', $text );
		$this->assertStringContainsString( 'ticket service at api.example', $text );
		$this->assertStringContainsString( 'This site does not store your order.', $text );
	}
}
