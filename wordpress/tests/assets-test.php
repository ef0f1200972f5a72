<?php
/**
 * Where the script goes and how it is printed: only on pages that use the plugin, one tag,
 * `async`, pinned by `integrity`, fetched with `crossorigin`.
 *
 * @package BoxOffice
 */

/** The enqueue decision and the tag. */
final class BoxOffice_Assets_Test extends BoxOffice_Test_Case {

	public function test_a_post_needs_the_script_when_its_content_holds_the_shortcode_or_the_block(): void {
		$shortcode = $this->post( 'Tickets: [boxoffice event="summer-fest"]' );
		$block     = $this->post( '<!-- wp:boxoffice/widget {"event":"summer-fest"} /-->', 'page' );
		$plain     = $this->post( '<!-- wp:paragraph --><p>[boxofficex] boxoffice/widget</p><!-- /wp:paragraph -->' );
		$this->assertTrue( BoxOffice_Assets::needed( array( $shortcode ) ) );
		$this->assertTrue( BoxOffice_Assets::needed( array( $block ) ) );
		$this->assertTrue( BoxOffice_Assets::needed( array( $plain, $block ) ) );
		$this->assertFalse( BoxOffice_Assets::needed( array( $plain ) ) );
		$this->assertFalse( BoxOffice_Assets::needed( array() ) );
		$this->assertFalse( BoxOffice_Assets::needed( array( null, 'text', 42 ) ) );
	}

	/**
	 * Runs `wp_enqueue_scripts` for the main query of `$query`.
	 *
	 * @param array<string, mixed> $query Query variables.
	 */
	private function enqueue_for( array $query ): bool {
		global $wp_query, $wp_the_query;
		$saved        = $wp_query;
		$wp_query     = new WP_Query( $query );
		$wp_the_query = $wp_query;
		try {
			BoxOffice_Assets::enqueue_for_query();
			return wp_script_is( BoxOffice_Assets::HANDLE, 'enqueued' );
		} finally {
			$wp_query     = $saved;
			$wp_the_query = $saved;
			wp_dequeue_script( BoxOffice_Assets::HANDLE );
		}
	}

	public function test_a_singular_page_gets_the_script_in_its_head_only_if_it_uses_the_plugin(): void {
		$with    = $this->post( '[boxoffice event="summer-fest"]' );
		$page    = $this->post( '<!-- wp:boxoffice/widget /-->', 'page' );
		$without = $this->post( 'No tickets.' );
		$this->assertTrue( $this->enqueue_for( array( 'p' => $with->ID ) ) );
		$this->assertTrue( $this->enqueue_for( array( 'page_id' => $page->ID ) ) );
		$this->assertFalse( $this->enqueue_for( array( 'p' => $without->ID ) ) );
		// A list shows excerpts, which drop shortcodes and blocks: a widget that does render
		// there enqueues the script itself.
		$this->assertFalse( $this->enqueue_for( array( 'post__in' => array( $with->ID ) ) ) );
	}

	public function test_without_a_script_url_nothing_is_enqueued(): void {
		$this->settings( array( 'script_url' => '' ) );
		$with = $this->post( '[boxoffice event="summer-fest"]' );
		$this->assertFalse( $this->enqueue_for( array( 'p' => $with->ID ) ) );
	}

	public function test_the_tag_is_async_pinned_and_fetched_with_cors(): void {
		$tag = BoxOffice_Assets::script_tag( 'https://cdn.example/v1/boxoffice.js', 'sha384-abc' );
		$this->assertSame(
			'<script src="https://cdn.example/v1/boxoffice.js" async integrity="sha384-abc" crossorigin="anonymous" id="boxoffice-js"></script>' . "\n",
			$tag
		);
	}

	public function test_the_tag_escapes_its_values(): void {
		$tag = BoxOffice_Assets::script_tag( 'javascript:alert(1)', '"><script>alert(2)</script>' );
		$this->assertStringNotContainsString( 'javascript:', $tag );
		$this->assertSame( 1, substr_count( $tag, '<script' ) );
		$this->assertStringContainsString( 'integrity="&quot;&gt;&lt;script&gt;', $tag );
	}

	public function test_wordpress_prints_the_plugin_s_tag_for_its_handle_only(): void {
		BoxOffice_Assets::enqueue( BoxOffice_Settings::get() );
		ob_start();
		wp_print_scripts( BoxOffice_Assets::HANDLE );
		$printed = ob_get_clean();
		$settings = BoxOffice_Settings::get();
		$this->assertSame( BoxOffice_Assets::script_tag( $settings['script_url'], $settings['integrity'] ), $printed );
		$this->assertSame( '<script src="x"></script>', BoxOffice_Assets::filter_tag( '<script src="x"></script>', 'jquery' ) );
	}

	public function test_the_integrity_check_of_test_the_key_is_the_browser_s(): void {
		$body   = 'console.log(1)';
		$sha384 = 'sha384-' . base64_encode( hash( 'sha384', $body, true ) );
		$sha512 = 'sha512-' . base64_encode( hash( 'sha512', $body, true ) );
		$wrong  = 'sha512-' . base64_encode( hash( 'sha512', 'other', true ) );
		$this->assertTrue( BoxOffice_Api::matches( $body, $sha384 ) );
		$this->assertTrue( BoxOffice_Api::matches( $body, "$wrong $sha512" ) );
		$this->assertFalse( BoxOffice_Api::matches( $body, "$sha384 $wrong" ), 'the strongest algorithm listed decides' );
		$this->assertFalse( BoxOffice_Api::matches( $body . ' ', $sha384 ) );
	}

	public function test_the_api_base_defaults_to_the_script_s_origin(): void {
		$this->assertSame( 'http://127.0.0.1:5174', BoxOffice_Api::base( array( 'api' => '', 'script_url' => 'http://127.0.0.1:5174/boxoffice.js' ) ) );
		$this->assertSame( 'https://api.example', BoxOffice_Api::base( array( 'api' => 'https://api.example', 'script_url' => 'https://cdn.example/x.js' ) ) );
		$this->assertSame( '', BoxOffice_Api::base( array( 'api' => '', 'script_url' => '' ) ) );
	}
}
