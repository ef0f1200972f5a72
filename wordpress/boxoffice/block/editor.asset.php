<?php
/**
 * What the block's editor script needs; WordPress reads this file next to editor.js.
 *
 * @package BoxOffice
 */

defined( 'ABSPATH' ) || exit;

return array(
	'dependencies' => array( 'wp-api-fetch', 'wp-block-editor', 'wp-blocks', 'wp-components', 'wp-element', 'wp-i18n' ),
	'version'      => BoxOffice_Build::version(),
);
