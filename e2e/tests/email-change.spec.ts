import { expect, test } from '@playwright/test';
import { expectPath, screenshotFromTop, signInNewCustomer } from './helpers';
import { waitForMail } from './mailbox';

// Changing the profile's e-mail address (issue 26 item 8, docs/decisions/051's addendum): the form asks
// for the current password once the address typed differs, the account page shows the address waiting
// for its link, and the link makes it the sign-in address.

test('a customer changes the e-mail address: the password is asked, the new address waits for its link', async ({ page, request }) => {
  const customer = await signInNewCustomer(page, request);
  const newEmail = customer.email.replace('@', '.new@');
  await page.goto('/shop/account');
  const profile = page.getByRole('region', { name: 'Your details' });
  await expect(profile.getByLabel('Current password')).toHaveCount(0);

  await profile.getByLabel('Email', { exact: true }).fill(newEmail);
  await expect(profile.getByLabel('Current password')).toBeVisible();
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByLabel('Current password')).toHaveAccessibleDescription(/Enter your current password to change your email address/);
  await screenshotFromTop(page, 'account-email-password-asked');

  await profile.getByLabel('Current password').fill(customer.password);
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByText(`Profile saved. Open the link we sent to ${newEmail} to make it your sign-in address; until then you sign in with ${customer.email}`)).toBeVisible();
  // The form starts again from the sign-in address; the e-mail card shows the one waiting.
  await expect(profile.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  await expect(profile.getByLabel('Current password')).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Email address' });
  await expect(card).toContainText(`We sent a link to ${newEmail}. It becomes your sign-in address when you open the link; until then you sign in with ${customer.email}.`);
  await screenshotFromTop(page, 'account-email-pending');

  await page.goto('/ar/shop/account');
  await expect(page.getByText(/أرسلنا رابطًا إلى/)).toBeVisible();
  await screenshotFromTop(page, 'account-email-pending-ar');

  const [link] = await waitForMail(newEmail, /http:\/\/[^\s"]+\/shop\/confirm-email\?token=[A-Za-z0-9._-]+/);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText(`Your email address is now ${newEmail}. Sign in with it from now on`)).toBeVisible();
  await page.goto('/shop/account');
  await expectPath(page, '/shop/account');
  await expect(page.getByRole('region', { name: 'Email address' })).toContainText(`${newEmail} is confirmed.`);
});
