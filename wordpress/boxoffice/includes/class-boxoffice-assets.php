<?php
/**
 * The widget's script: one `<script src async integrity crossorigin>` per page, and only on
 * pages that show a widget. A singular page whose content holds the shortcode or the block
 * gets it in `<head>`; a widget rendered anywhere else (a template, a reusable block, a
 * widget area) adds it as it renders. No inline script: the tag is all the widget needs.
 *
 * @package BoxOffice
 */

defined( 'ABSPATH' ) || exit;

/** Enqueueing and printing the script. */
final class BoxOffice_Assets {

	/** The script's handle. */
	const HANDLE = 'boxoffice';

	/** The block's name. */
	const BLOCK = 'boxoffice/widget';

	/** The shortcode's tag. */
	const SHORTCODE = 'boxoffice';

	/**
	 * Whether any of `$posts` shows a widget: its content holds the shortcode or the block.
	 *
	 * @param array<int, mixed> $posts Posts (anything else is skipped).
	 */
	public static function needed( array $posts ): bool {
		foreach ( $posts as $post ) {
			if ( $post instanceof WP_Post && ( has_shortcode( $post->post_content, self::SHORTCODE ) || has_block( self::BLOCK, $post ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * On `wp_enqueue_scripts`: the script for a singular page that uses the plugin. Lists
	 * (the blog, archives) are left to the widgets that render, since an excerpt shows none.
	 */
	public static function enqueue_for_query(): void {
		if ( is_singular() && self::needed( array( get_queried_object() ) ) ) {
			self::enqueue( BoxOffice_Settings::get() );
		}
	}

	/**
	 * Enqueues the script, when the settings name one; true if it is enqueued.
	 *
	 * @param array{script_url: string, integrity: string} $settings The site's settings.
	 */
	public static function enqueue( array $settings ): bool {
		if ( ! BoxOffice_Settings::ready( $settings ) ) {
			return false;
		}
		// No version: WordPress would add `?ver=` to an address the organizer pinned.
		wp_register_script( self::HANDLE, $settings['script_url'], array(), null, false );
		wp_enqueue_script( self::HANDLE );
		return true;
	}

	/**
	 * On `script_loader_tag`: the plugin's tag, built whole from the settings (WordPress 6.1
	 * has no way to add `async` or `integrity` to an enqueued script).
	 *
	 * @param string $tag    The tag WordPress built.
	 * @param string $handle Its script's handle.
	 */
	public static function filter_tag( $tag, $handle ) {
		if ( self::HANDLE !== $handle ) {
			return $tag;
		}
		$settings = BoxOffice_Settings::get();
		return self::script_tag( $settings['script_url'], $settings['integrity'] );
	}

	/**
	 * The script tag: `async`, pinned by `integrity`, fetched with CORS (`crossorigin`) as
	 * the integrity check of a file from another origin requires.
	 *
	 * @param string $src       The script's address.
	 * @param string $integrity Its integrity.
	 */
	public static function script_tag( string $src, string $integrity ): string {
		return sprintf(
			'<script src="%1$s" async integrity="%2$s" crossorigin="anonymous" id="%3$s-js"></script>' . "\n",
			esc_url( $src, array( 'https', 'http' ) ),
			esc_attr( $integrity ),
			esc_attr( self::HANDLE )
		);
	}
}
