/**
 * The block through the block editor's own interface (WordPress 6.1): inserted from the
 * inserter, its event picked from the key's list and its options set in the sidebar, the
 * page published; the editor shows a summary and never runs the checkout; the published
 * page shows the widget as configured.
 */
import { expect, test } from './fixtures';

test('the block is inserted, configured and published in the block editor', async ({
  admin: page,
}) => {
  // The block's own errors, and any exception (offline, the admin's own requests to the internet fail).
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /boxoffice/i.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const widgetRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/boxoffice\.js$|\/embed\.html|\/api\/v1\/sell\//.test(request.url()))
      widgetRequests.push(request.url());
  });
  await page.goto('/wp-admin/post-new.php?post_type=page');
  // A new user meets the editor's welcome guide first.
  const guide = page.getByRole('dialog', { name: 'Welcome to the block editor' });
  await guide.getByRole('button', { name: 'Close' }).click();
  await expect(guide).toBeHidden();

  await page.getByRole('textbox', { name: 'Add title' }).fill('Meetup tickets');
  const inserter = page.getByRole('button', { name: 'Toggle block inserter' });
  await inserter.click();
  await page.getByRole('searchbox', { name: 'Search for blocks and patterns' }).fill('BoxOffice');
  await page.getByRole('option', { name: 'BoxOffice tickets' }).click();
  // At this width the inserter and the sidebar take turns: close one, open the other.
  await expect(inserter).toHaveAttribute('aria-pressed', 'true');
  await inserter.click();
  const settings = page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', {
    name: 'Settings',
    exact: true,
  });
  await expect(settings).toHaveAttribute('aria-pressed', 'false');
  await settings.click();

  const block = page.getByRole('document', { name: 'Block: BoxOffice tickets' });
  await expect(block).toContainText('The checkout shows on the published page.');
  await expect(block).toContainText('The events your key sells: the buyer picks one.');

  const sidebar = page.getByRole('region', { name: 'Editor settings' });
  // The picker lists the key's events (GET /events through the plugin's REST route).
  const event = sidebar.getByRole('combobox', { name: 'Event', exact: true });
  await expect(event.getByRole('option', { name: 'Summer Fest 2027 (summer-fest)' })).toHaveCount(
    1,
  );
  await event.selectOption('community-meetup');
  await expect(block).toContainText('Tickets for Web Community Meetup #42');
  await sidebar.getByRole('combobox', { name: 'How it is shown' }).selectOption('button');
  await expect(block).toContainText('A button that opens a dialog');
  await sidebar.getByRole('combobox', { name: 'Colours' }).selectOption('dark');
  await sidebar.getByRole('textbox', { name: 'Accent colour' }).fill('#0057b8');
  await sidebar.getByRole('button', { name: 'More options' }).click();
  await sidebar.getByRole('textbox', { name: 'label' }).fill('Join the meetup');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('region', { name: 'Editor publish' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page.getByText('Meetup tickets is now live.')).toBeVisible();
  // Nothing of the widget ran in the editor: no script, no frame, no call to the API.
  await expect(page.locator('box-office')).toHaveCount(0);
  expect(widgetRequests).toEqual([]);
  expect(errors).toEqual([]);

  const view = page.getByRole('region', { name: 'Editor publish' }).getByRole('link', {
    name: 'View Page',
  });
  await page.goto((await view.getAttribute('href')) ?? '');
  const element = page.locator('box-office');
  await expect(element).toHaveAttribute('event', 'community-meetup');
  await expect(element).toHaveAttribute('mode', 'button');
  await expect(element).toHaveAttribute('theme', 'dark');
  await expect(element).toHaveAttribute('accent', '#0057b8');
  await page.getByRole('button', { name: /^Join the meetup/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Community Meetup/ })).toBeVisible();
});
