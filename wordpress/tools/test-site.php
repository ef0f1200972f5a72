<?php
/**
 * Must-use plugin of the test site only (scripts/wordpress/site.mjs): mail goes nowhere, since
 * the machine has no mail transfer agent and nothing under test sends mail.
 *
 * @package BoxOffice
 */

/** Sends nothing; reports success so WordPress carries on. */
function wp_mail() {
	return true;
}
