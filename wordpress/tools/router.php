<?php
/**
 * The router of PHP's built-in server for the test site (scripts/wordpress/site.mjs): a file
 * or folder that exists is served as it is, every other path goes to WordPress's index.php,
 * as a web server's rewrite rules would send it (pretty permalinks, /wp-json/).
 *
 * @package BoxOffice
 */

$boxoffice_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( '/' !== $boxoffice_path && file_exists( $_SERVER['DOCUMENT_ROOT'] . $boxoffice_path ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
