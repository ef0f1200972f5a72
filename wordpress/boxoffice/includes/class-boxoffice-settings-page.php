<?php
/**
 * Settings → BoxOffice: the form of the settings (saved through options.php, which checks
 * the capability and the nonce) and "Test the key", which asks the API for the saved key's
 * config and checks the script against its integrity, then shows what it found.
 *
 * @package BoxOffice
 */

defined( 'ABSPATH' ) || exit;

/** The settings page. */
final class BoxOffice_Settings_Page {

	/** The page's slug (`options-general.php?page=…`). */
	const SLUG = 'boxoffice';

	/** The capability the page and its actions need. */
	const CAPABILITY = 'manage_options';

	/** The nonce action of "Test the key". */
	const TEST_NONCE = 'boxoffice_test_key';

	/** Adds the page under Settings. */
	public static function add_menu(): void {
		add_options_page(
			__( 'BoxOffice', 'boxoffice' ),
			__( 'BoxOffice', 'boxoffice' ),
			self::CAPABILITY,
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param array<int|string, string> $links The plugin's action links.
	 * @return array<int|string, string>
	 */
	public static function action_links( $links ): array {
		$url = admin_url( 'options-general.php?page=' . self::SLUG );
		return array_merge(
			array( 'settings' => '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'boxoffice' ) . '</a>' ),
			(array) $links
		);
	}

	/** Prints the page. */
	public static function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'You may not change these settings.', 'boxoffice' ), '', array( 'response' => 403 ) );
		}
		$settings = BoxOffice_Settings::get();
		$result   = get_transient( BoxOffice_Settings::TEST_RESULT . get_current_user_id() );
		if ( false !== $result ) {
			delete_transient( BoxOffice_Settings::TEST_RESULT . get_current_user_id() );
		}
		// Plain text inputs: the server checks every value and says what a refused one needs.
		$fields = array(
			'key'        => array(
				'mode' => 'text',
				'help' => __( 'Your publishable key (pk_live_... or pk_test_...). A block or shortcode may name another with its key attribute.', 'boxoffice' ),
			),
			'api'        => array(
				'mode' => 'url',
				'help' => __( 'The ticket API\'s address, if it is not where the script comes from. Leave it empty otherwise.', 'boxoffice' ),
			),
			'script_url' => array(
				'mode' => 'url',
				'help' => __( 'Where boxoffice.js is served, e.g. https://cdn.example/v1/boxoffice.js. Pages load it from there, never from this site.', 'boxoffice' ),
			),
			'integrity'  => array(
				'mode' => 'text',
				'help' => __( 'The sha384 of that boxoffice.js, as its build printed it: browsers run only the script with this hash. Change it with the script URL.', 'boxoffice' ),
			),
		);
		?>
		<div class="wrap">
			<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
			<?php if ( is_array( $result ) ) : ?>
				<div class="notice <?php echo ! empty( $result['ok'] ) ? 'notice-success' : 'notice-error'; ?>" role="status" id="boxoffice-test-result">
					<?php foreach ( (array) ( $result['messages'] ?? array() ) as $message ) : ?>
						<p><?php echo esc_html( (string) $message ); ?></p>
					<?php endforeach; ?>
				</div>
			<?php endif; ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>">
				<?php settings_fields( BoxOffice_Settings::GROUP ); ?>
				<table class="form-table" role="presentation">
					<?php foreach ( $fields as $field => $spec ) : ?>
						<?php $id = 'boxoffice-' . str_replace( '_', '-', $field ); ?>
						<tr>
							<th scope="row"><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( BoxOffice_Settings::label( $field ) ); ?></label></th>
							<td>
								<input type="text" inputmode="<?php echo esc_attr( $spec['mode'] ); ?>" class="regular-text code" id="<?php echo esc_attr( $id ); ?>"
									name="<?php echo esc_attr( BoxOffice_Settings::OPTION . '[' . $field . ']' ); ?>"
									value="<?php echo esc_attr( $settings[ $field ] ); ?>" aria-describedby="<?php echo esc_attr( $id . '-help' ); ?>"
									spellcheck="false" autocomplete="off">
								<p class="description" id="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_html( $spec['help'] ); ?></p>
							</td>
						</tr>
					<?php endforeach; ?>
				</table>
				<?php submit_button(); ?>
			</form>
			<h2><?php esc_html_e( 'Test the key', 'boxoffice' ); ?></h2>
			<p><?php esc_html_e( 'Asks the API whether it accepts the saved key, and checks that the script at the saved URL matches its integrity.', 'boxoffice' ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="boxoffice_test_key">
				<?php wp_nonce_field( self::TEST_NONCE ); ?>
				<?php submit_button( __( 'Test the key', 'boxoffice' ), 'secondary', 'boxoffice-test', false ); ?>
			</form>
		</div>
		<?php
	}

	/** "Test the key" (admin-post.php): checks the saved settings, then back to the page. */
	public static function test_key(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'You may not change these settings.', 'boxoffice' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::TEST_NONCE );
		set_transient( BoxOffice_Settings::TEST_RESULT . get_current_user_id(), BoxOffice_Api::test( BoxOffice_Settings::get() ), MINUTE_IN_SECONDS );
		wp_safe_redirect( admin_url( 'options-general.php?page=' . self::SLUG ) );
		exit;
	}
}
