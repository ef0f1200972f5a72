<?php
/**
 * The shortcode and the block as the page gets them: every option of the widget under its
 * `<box-office>` name, the site's key and API base as defaults, the logged-in user's name
 * and e-mail only when asked for, and hostile values inert.
 *
 * @package BoxOffice
 */

/** The `<box-office>` element the shortcode and the block print. */
final class BoxOffice_Widget_Test extends BoxOffice_Test_Case {

	/** Values each option's check accepts, for the options whose values have a shape. */
	const SAMPLES = array(
		'api'          => 'https://api.example',
		'return-url'   => 'https://shop.example/tickets?x=1&y=2',
		'fallback-url' => 'https://shop.example/help',
		'accent'       => '#0057b8',
		'items'        => 'day:2,vip:1',
	);

	public function test_the_shortcode_passes_every_option_of_the_widget_under_its_element_name(): void {
		$options = BoxOffice_Options::all();
		$this->assertGreaterThan( 20, count( $options ), 'options.json lists the widget\'s options' );
		$attributes = '';
		$expected   = array();
		foreach ( $options as $option ) {
			$name              = $option['prefix'] ? $option['attribute'] . 'dietary' : $option['attribute'];
			$value             = self::SAMPLES[ $name ] ?? 'value-of-' . $name;
			$attributes       .= sprintf( ' %s="%s"', $name, $value );
			$expected[ $name ] = $value;
		}
		$elements = $this->elements( do_shortcode( '[boxoffice' . $attributes . ']' ) );
		$this->assertCount( 1, $elements );
		$this->assertSame( $expected, $elements[0] );
	}

	public function test_the_shortcode_drops_what_is_not_an_option(): void {
		$html = do_shortcode( '[boxoffice event="summer-fest" onclick="alert(1)" style="display:none" src="x" data-x="y" answer-="z" answer-a/b="w"]' );
		$this->assertSame(
			array(
				array(
					'event' => 'summer-fest',
					'key'   => 'pk_test_demo',
				),
			),
			$this->elements( $html )
		);
	}

	public function test_the_shortcode_takes_names_in_any_case_and_answers_by_question_id(): void {
		$html = do_shortcode( '[boxoffice EVENT="summer-fest" Return-URL="https://shop.example/back" answer-Dietary="Vegan" answer-emergency_contact="Alan"]' );
		$this->assertSame(
			array(
				'event'                   => 'summer-fest',
				'return-url'              => 'https://shop.example/back',
				'answer-dietary'          => 'Vegan',
				'answer-emergency_contact' => 'Alan',
				'key'                     => 'pk_test_demo',
			),
			$this->elements( $html )[0]
		);
	}

	public function test_hostile_values_come_out_as_the_text_they_are_and_addresses_only_as_http(): void {
		$hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
		$html    = BoxOffice_Widget::element(
			BoxOffice_Widget::attributes(
				array(
					'label'          => $hostile,
					'promo'          => "x' onmouseover='alert(3)",
					'return-url'     => 'javascript:alert(4)',
					'fallback-url'   => ' JavaScript:alert(5)',
					'api'            => 'data:text/html,<script>alert(6)</script>',
					'answer-dietary' => '</box-office><script>alert(7)</script>',
					'event'          => array( 'not', 'text' ),
				),
				BoxOffice_Settings::get()
			)
		);
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( 'javascript:', strtolower( $html ) );
		$this->assertStringNotContainsString( 'data:', $html );
		$this->assertSame( 1, substr_count( $html, '<box-office' ) );
		$this->assertEquals(
			array(
				'label'          => $hostile,
				'promo'          => "x' onmouseover='alert(3)",
				'answer-dietary' => '</box-office><script>alert(7)</script>',
				'key'            => 'pk_test_demo',
			),
			$this->elements( $html )[0]
		);
	}

	public function test_values_are_one_line_of_bounded_text(): void {
		$attributes = BoxOffice_Widget::attributes(
			array(
				'label' => "  Buy\n\ttickets\0 now  ",
				'token' => str_repeat( 'a', 5000 ),
				'promo' => "\xff\xfe",
			),
			array(
				'key' => '',
				'api' => '',
			)
		);
		$this->assertSame( 'Buy tickets  now', $attributes['label'] );
		$this->assertSame( BoxOffice_Widget::MAX_LENGTH, strlen( $attributes['token'] ) );
		$this->assertArrayNotHasKey( 'promo', $attributes );
	}

	public function test_an_address_is_escaped_as_one(): void {
		$html = BoxOffice_Widget::element( array( 'return-url' => 'https://shop.example/a?b=1&c=2' ) );
		$this->assertStringContainsString( 'return-url="https://shop.example/a?b=1&#038;c=2"', $html );
		$this->assertSame( 'https://shop.example/a?b=1&c=2', $this->elements( $html )[0]['return-url'] );
	}

	public function test_the_site_key_and_api_base_fill_in_what_the_widget_is_not_given(): void {
		$this->settings( array( 'api' => 'https://api.example' ) );
		$settings = BoxOffice_Settings::get();
		$this->assertSame(
			array(
				'event' => 'x',
				'key'   => 'pk_test_demo',
				'api'   => 'https://api.example',
			),
			BoxOffice_Widget::attributes( array( 'event' => 'x' ), $settings )
		);
		$this->assertEquals(
			array(
				'api'      => 'https://other.example',
				'sell-key' => 'pk_live_other',
			),
			BoxOffice_Widget::attributes(
				array(
					'sell-key' => 'pk_live_other',
					'api'      => 'https://other.example',
				),
				$settings
			)
		);
		$this->assertSame( array( 'token' => 'tok_1', 'api' => 'https://api.example' ), BoxOffice_Widget::attributes( array( 'token' => 'tok_1' ), $settings ) );
	}

	public function test_the_logged_in_user_fills_the_form_only_when_asked_for(): void {
		$admin = $this->admin();
		$post  = '[boxoffice event="community-meetup" prefill-user="yes"]';
		$this->assertArrayNotHasKey( 'email', $this->elements( do_shortcode( $post ) )[0], 'not logged in' );

		wp_set_current_user( $admin->ID );
		$element = $this->elements( do_shortcode( $post ) )[0];
		$this->assertSame( $admin->display_name, $element['name'] );
		$this->assertSame( $admin->user_email, $element['email'] );
		$this->assertArrayNotHasKey( 'email', $this->elements( do_shortcode( '[boxoffice event="community-meetup"]' ) )[0], 'not asked for' );
		$this->assertArrayNotHasKey( 'email', $this->elements( do_shortcode( '[boxoffice event="community-meetup" prefill-user="no"]' ) )[0] );
		$given = $this->elements( do_shortcode( '[boxoffice prefill-user="1" email="buyer@example.com"]' ) )[0];
		$this->assertSame( 'buyer@example.com', $given['email'], 'the organizer\'s value wins' );
		$this->assertTrue( defined( 'DONOTCACHEPAGE' ), 'a page with a visitor\'s details is not for page caches' );
	}

	public function test_the_block_renders_the_same_element_from_its_attributes(): void {
		$html = do_blocks( '<!-- wp:boxoffice/widget {"event":"summer-fest","mode":"iframe","return-url":"javascript:alert(1)","answers":{"Dietary":"Vegan","a b":"x"},"className":"my-tickets"} /-->' );
		$this->assertEquals(
			array(
				'class'          => 'my-tickets wp-block-boxoffice-widget',
				'event'          => 'summer-fest',
				'mode'           => 'iframe',
				'answer-dietary' => 'Vegan',
				'key'            => 'pk_test_demo',
			),
			$this->elements( $html )[0]
		);
		wp_set_current_user( $this->admin()->ID );
		$this->assertArrayHasKey( 'email', $this->elements( do_blocks( '<!-- wp:boxoffice/widget {"prefill-user":true} /-->' ) )[0] );
		$this->assertArrayNotHasKey( 'email', $this->elements( do_blocks( '<!-- wp:boxoffice/widget /-->' ) )[0] );
	}

	public function test_the_block_declares_every_option_as_an_attribute(): void {
		$block = WP_Block_Type_Registry::get_instance()->get_registered( 'boxoffice/widget' );
		$this->assertNotNull( $block );
		foreach ( BoxOffice_Options::all() as $option ) {
			$this->assertArrayHasKey( BoxOffice_Options::block_attribute( $option ), $block->attributes, $option['name'] );
		}
		$this->assertFalse( $block->attributes['prefill-user']['default'] );
	}

	public function test_without_a_script_url_visitors_see_nothing_and_administrators_a_notice(): void {
		$this->settings( array( 'script_url' => '' ) );
		$this->assertSame( '', do_shortcode( '[boxoffice event="summer-fest"]' ) );
		$this->assertFalse( wp_script_is( BoxOffice_Assets::HANDLE, 'enqueued' ) );
		wp_set_current_user( $this->admin()->ID );
		$this->assertStringContainsString( 'Settings &gt; BoxOffice', do_shortcode( '[boxoffice event="summer-fest"]' ) );
	}

	public function test_a_rendered_widget_enqueues_the_script(): void {
		$this->assertFalse( wp_script_is( BoxOffice_Assets::HANDLE, 'enqueued' ) );
		do_shortcode( '[boxoffice event="summer-fest"]' );
		$this->assertTrue( wp_script_is( BoxOffice_Assets::HANDLE, 'enqueued' ) );
	}
}
