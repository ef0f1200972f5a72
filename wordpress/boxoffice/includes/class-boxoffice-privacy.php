<?php
/**
 * The text the plugin suggests for the site's privacy policy (Settings → Privacy), saying
 * what the widget sends where.
 *
 * @package BoxOffice
 */

defined( 'ABSPATH' ) || exit;

/** The suggested privacy policy text. */
final class BoxOffice_Privacy {

	/** On `admin_init`: offers the text to the privacy policy guide. */
	public static function add_policy_text(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( __( 'BoxOffice', 'boxoffice' ), wp_kses_post( wpautop( self::text(), false ) ) );
		}
	}

	/** The suggested text. */
	public static function text(): string {
		$settings = BoxOffice_Settings::get();
		$script   = '' !== $settings['script_url'] ? wp_parse_url( $settings['script_url'], PHP_URL_HOST ) : '';
		$api      = wp_parse_url( BoxOffice_Api::base( $settings ), PHP_URL_HOST );
		$lines    = array(
			'<strong class="privacy-policy-tutorial">' . __( 'Suggested text:', 'boxoffice' ) . '</strong> '
			/* translators: 1: the host the widget's script comes from, 2: the ticket API's host. */
			. sprintf( __( 'Pages where we sell tickets load the BoxOffice ticket widget from %1$s. Your browser sends that server its address and the page you are on, as it does for every file a page loads. When you buy tickets, the widget sends what you enter (the tickets you choose, your name, e-mail address, phone number if asked and your answers to the organizer\'s questions) to the ticket service at %2$s, which processes your order and sends your confirmation e-mail; a payment is made on its payment page. The widget keeps your basket and what you typed in your browser\'s session storage for this tab until the purchase completes. This site does not store your order.', 'boxoffice' ), $script ? $script : __( 'the widget\'s server', 'boxoffice' ), $api ? $api : __( 'the ticket service', 'boxoffice' ) ),
			__( 'If you are logged in to this site, the form may be filled in with the name and e-mail address of your account. They stay in the page you see; they leave your browser only if you place an order.', 'boxoffice' ),
		);
		return implode( "\n\n", $lines );
	}
}
