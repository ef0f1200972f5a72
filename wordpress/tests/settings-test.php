<?php
/**
 * The settings form's checks: each value valid or refused with a message naming the field
 * and the fix, a refused value keeping the one saved before.
 *
 * @package BoxOffice
 */

/** Sanitising the settings. */
final class BoxOffice_Settings_Test extends BoxOffice_Test_Case {

	const SRI = 'sha384-ZaadFck16SnXf+2SKxSJMGRaKDR03M09W50FhLHOlTSCmYvQubsi6O7x8silOPj9';

	/** The messages the last sanitising left, by setting. */
	private function errors(): array {
		$messages = array();
		foreach ( get_settings_errors( BoxOffice_Settings::OPTION ) as $error ) {
			$messages[ $error['code'] ] = $error['message'];
		}
		return $messages;
	}

	public function test_valid_settings_are_kept_as_given_and_the_api_base_without_its_trailing_slash(): void {
		$this->assertSame(
			array(
				'key'        => 'pk_live_abc-123',
				'api'        => 'https://api.example/base',
				'script_url' => 'https://cdn.example/v1/boxoffice.js',
				'integrity'  => self::SRI,
			),
			BoxOffice_Settings::sanitize(
				array(
					'key'        => ' pk_live_abc-123 ',
					'api'        => 'https://api.example/base//',
					'script_url' => 'https://cdn.example/v1/boxoffice.js',
					'integrity'  => self::SRI,
				)
			)
		);
		$this->assertSame( array(), $this->errors() );
	}

	public function test_a_bad_key_is_refused_with_the_widget_s_fix_and_the_saved_one_kept(): void {
		$saved = BoxOffice_Settings::sanitize( array_merge( BoxOffice_Settings::get(), array( 'key' => '"><script>alert(1)</script>' ) ) );
		$this->assertSame( 'pk_test_demo', $saved['key'] );
		$this->assertSame(
			array( 'boxoffice-key' => 'Publishable key was not saved: use your publishable key, e.g. "pk_test_demo".' ),
			$this->errors()
		);
	}

	/** Addresses the settings refuse, and why. */
	public function refused_addresses(): array {
		return array(
			'http on the internet'   => array( 'http://cdn.example/boxoffice.js' ),
			'javascript:'            => array( 'javascript:alert(1)//https://cdn.example' ),
			'data:'                  => array( 'data:text/javascript,alert(1)' ),
			'no scheme'              => array( 'cdn.example/boxoffice.js' ),
			'credentials'            => array( 'https://user:pass@cdn.example/boxoffice.js' ),
			'a quote'                => array( 'https://cdn.example/"onload="alert(1)' ),
			'a space'                => array( 'https://cdn.example/box office.js' ),
			'protocol-relative'      => array( '//cdn.example/boxoffice.js' ),
			'localhost lookalike'    => array( 'http://localhost.evil.example/boxoffice.js' ),
		);
	}

	/**
	 * @dataProvider refused_addresses
	 * @param string $url An address.
	 */
	public function test_the_script_url_and_api_base_refuse_what_is_not_https_or_local_http( string $url ): void {
		$saved = BoxOffice_Settings::sanitize(
			array_merge(
				BoxOffice_Settings::get(),
				array(
					'script_url' => $url,
					'api'        => $url,
				)
			)
		);
		$this->assertSame( 'https://cdn.example/v1/boxoffice.js', $saved['script_url'] );
		$this->assertSame( '', $saved['api'] );
		$this->assertSame( array( 'boxoffice-api', 'boxoffice-script_url' ), array_keys( $this->errors() ) );
	}

	public function test_http_is_accepted_on_this_computer_only(): void {
		foreach ( array( 'http://localhost:5173', 'http://127.0.0.1:5174', 'HTTP://LOCALHOST' ) as $url ) {
			$this->assertSame( $url, BoxOffice_Settings::web_url( $url ), $url );
		}
		$this->assertNull( BoxOffice_Settings::web_url( 'http://192.168.1.2' ) );
		$this->assertNull( BoxOffice_Settings::api_base( 'https://api.example/?x=1' ) );
		$this->assertNull( BoxOffice_Settings::api_base( 'https://api.example/#x' ) );
		$this->assertSame( '', BoxOffice_Settings::api_base( '' ) );
	}

	public function test_the_integrity_is_a_sha2_hash_of_the_right_length(): void {
		$this->assertSame( self::SRI, BoxOffice_Settings::integrity( self::SRI ) );
		$sha256 = 'sha256-' . base64_encode( hash( 'sha256', 'x', true ) );
		$this->assertSame( self::SRI . ' ' . $sha256, BoxOffice_Settings::integrity( self::SRI . "  \n" . $sha256 ) );
		foreach ( array( '', 'sha1-' . base64_encode( sha1( 'x', true ) ), 'sha384-abc', self::SRI . '"', 'md5-x', 'sha384-' . str_repeat( 'A', 63 ) . '!' ) as $bad ) {
			$this->assertNull( BoxOffice_Settings::integrity( $bad ), $bad );
		}
	}

	public function test_values_that_are_not_text_are_refused(): void {
		$saved = BoxOffice_Settings::sanitize(
			array(
				'key'        => array( 'pk_test_x' ),
				'script_url' => 'https://cdn.example/v2/boxoffice.js',
				'integrity'  => self::SRI,
			)
		);
		$this->assertSame( '', $saved['key'] );
		$this->assertSame( 'https://cdn.example/v2/boxoffice.js', $saved['script_url'] );
		$this->assertSame( array(), $this->errors(), 'an empty key is allowed: blocks may name one' );
	}

	public function test_the_defaults_pin_the_loader_built_with_the_plugin(): void {
		$this->assertMatchesRegularExpression( '/^sha384-[A-Za-z0-9+\/]{64}$/', BoxOffice_Settings::defaults()['integrity'] );
		$this->assertSame( BoxOffice_Build::integrity(), BoxOffice_Settings::defaults()['integrity'] );
	}
}
