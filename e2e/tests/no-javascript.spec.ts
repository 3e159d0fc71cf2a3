import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, expectPath, fillDeliveryAddress, loginViaApi, placeOrderAndConfirm, placeOrderViaApi, plentifulProduct, registerCustomer, screenshotBoth, searchFromHome, signInNewCustomer, TEST_ADDRESS } from './helpers';
import { waitForMail } from './mailbox';

// The forms before JavaScript (docs/decisions/045): with JavaScript off, as on
// a slow phone before the page hydrates, a shop or auth form posts to its
// page's action. Nothing secret ever reaches an address.
test.use({ javaScriptEnabled: false });

test('the login form signs a customer in, and the password never reaches the address', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);

  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectPath(page, '/shop/home');
  // Signed in: the account page opens instead of sending a guest to log in.
  await page.goto('/shop/account');
  await expectPath(page, '/shop/account');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  expect(addresses.some((address) => address.includes(encodeURIComponent(customer.password)) || address.includes('password='))).toBe(false);
});

test('the Arabic login page shows its refusal in Arabic', async ({ page }) => {
  await page.goto('/ar/auth/login');
  await page.getByRole('button').filter({ hasText: 'تسجيل الدخول' }).last().click();
  await expect(page.getByText('أدخل بريدًا إلكترونيًا صحيحًا')).toBeVisible();
});

test('the forgot-password form sends its e-mail, and the e-mail stays out of the address', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for this email/)).toBeVisible();
  expect(page.url()).not.toContain('email=');
  // The link names the address the shopper used (the action calls the API in-process, as that visitor).
  await waitForMail(customer.email, /http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password#token=/);
});

test('registration creates the account and sends the shopper to log in with a notice', async ({ page }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Layla Haddad');
  await page.getByLabel('Email').fill(`layla.${tag}@example.ae`);
  await page.getByLabel('Phone number').fill('050 222 3344');
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/auth/login');
  await expect(page.getByText('Your account is ready. Log in to continue.')).toBeVisible();
});

test('search finds products', async ({ page }) => {
  await searchFromHome(page, 'gaming');
  await expect(page.getByRole('link', { name: /gaming/i }).first()).toBeVisible();
});

test('the tracking form finds an order, its e-mailed link cancels it, and no page puts the token in an address', async ({ page, request }) => {
  const product = await plentifulProduct(request);
  const email = `nojs.track.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.ae`;
  const items = [{ productId: product._id, quantity: 1 }];
  const preview = (await (await request.post('/api/shop/order/preview', { data: { items } })).json()) as { data: { totalPrice: number } };
  const placed = await request.post('/api/shop/order/place-guest-order', {
    data: { items, totalPrice: preview.data.totalPrice, deliveryAddress: TEST_ADDRESS, paymentMethod: 'cash_on_delivery', name: 'Omar Khalid', email, phone: '050 333 4455' },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = ((await placed.json()) as { order: { orderNumber: string } }).order;
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));

  await page.goto('/shop/track');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByText('Enter the email or phone number you used at checkout')).toBeVisible();
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('Email or phone number').fill('someone.else@example.ae');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not find an order with this number');
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByRole('button', { name: 'Find my order' }).click();

  const order = page.getByRole('article', { name: orderNumber });
  await expect(order.getByText(product.title)).toBeVisible();
  await expectPath(page, '/shop/track');
  // A number and a contact show the order only (issue 26 item 4).
  await expect(
    order.getByText('To see licence keys, download the invoice or cancel this order, open the link in your order e-mail or log in to your account.'),
  ).toBeVisible();
  await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The e-mailed link opens the cancellation; the form posts its token in the body.
  const [link = ''] = await waitForMail(email, /http:\/\/[^\s"<>]+\/shop\/track\?token=[^\s"<>]+/);
  await page.goto(link);
  const linked = page.getByRole('article', { name: orderNumber });
  await linked.getByLabel('Why are you cancelling?').fill('Ordered the wrong model');
  await linked.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Your order has been cancelled. We have sent you an email.')).toBeVisible();
  await expect(page.getByRole('article', { name: orderNumber }).getByText('Cancelled by you')).toBeVisible();

  expect(addresses.filter((address) => address !== link && /token=|contact=|orderNumber=/.test(address))).toEqual([]);
});

test('a customer saves the profile and changes the password, and no password reaches an address', async ({ page, request }) => {
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));
  const customer = await signInNewCustomer(page, request);
  await page.goto('/shop/account');
  const profile = page.getByRole('region', { name: 'Your details' });
  await profile.getByLabel('Email', { exact: true }).fill('not-an-email');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'Your details' }).getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Enter a valid email address');

  await page.getByRole('region', { name: 'Your details' }).getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByRole('region', { name: 'Your details' }).getByLabel('Full name').fill('Mariam Saeed');
  await page.getByRole('region', { name: 'Your details' }).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details' }).getByLabel('Full name')).toHaveValue('Mariam Saeed');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your details' }).getByLabel('Full name')).toHaveValue('Mariam Saeed');

  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByLabel('Current password').fill(customer.password);
  await password.getByLabel('New password', { exact: true }).fill('a brand new password');
  await password.getByLabel('Confirm new password').fill('a brand new password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expectPath(page, '/shop/account');

  expect(addresses.filter((address) => /password=|a%20brand|a\+brand|email=/.test(address))).toEqual([]);
});

test('a registered customer places an order from the server-rendered checkout', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  const product = await plentifulProduct(request);
  // The customer's cart is the server's: signed in and filled through the API, in the page's own browser context.
  const user = await loginViaApi(page.request, customer.email, customer.password);
  expect((await page.request.post('/api/shop/cart/add', { data: { userId: user._id, productId: product._id, quantity: 1 } })).status()).toBe(200);

  await page.goto('/shop/checkout');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(product.title)).toBeVisible();
  await fillDeliveryAddress(page);
  await placeOrderAndConfirm(page);
  await expect(page.getByText(product.title)).toBeVisible();
  // The server emptied the cart with the order.
  const cart = (await (await page.request.get(`/api/shop/cart/${user._id}`)).json()) as { data: { items: unknown[] } };
  expect(cart.data.items).toEqual([]);
});

/** A new sold-out product (a copy of a demo one), made by the admin through `admin`. */
async function soldOutProduct(admin: APIRequestContext, title: string): Promise<string> {
  const model = await plentifulProduct(admin);
  const { product } = ((await (await admin.get(`/api/shop/products/get/${model._id}`)).json()) as { data: { product: Record<string, unknown> } }).data;
  const form = { title, description: 'A product for the no-JavaScript tests.', category: product.category, brand: product.brand, images: product.images, price: 999, totalStock: 0 };
  const created = await admin.post('/api/admin/products/create', { data: form });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { _id: string } }).data._id;
}

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("'Notify me when it's back' takes a guest's e-mail, and the e-mail stays out of the address", async ({ page, browser }) => {
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await loginViaApi(adminContext.request, ADMIN.email, ADMIN.password);
  const id = await soldOutProduct(adminContext.request, `No-JS Alert Card ${tag()}`);
  await adminContext.close();
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));

  await page.goto(`/shop/product/${id}`);
  const block = page.getByRole('region', { name: 'Notify me when it’s back' });
  await block.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('region', { name: 'Notify me when it’s back' }).getByLabel('E-mail address')).toHaveAccessibleDescription(/Enter your e-mail address/);
  await page.getByRole('region', { name: 'Notify me when it’s back' }).getByLabel('E-mail address').fill(`nojs.alert.${tag()}@example.ae`);
  await page.getByRole('region', { name: 'Notify me when it’s back' }).getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Done. We will e-mail you once when it is back in stock')).toBeVisible();
  await expectPath(page, `/shop/product/${id}`);

  // The Arabic page says its refusal in Arabic.
  await page.goto(`/ar/shop/product/${id}`);
  const arBlock = page.getByRole('region', { name: 'أعلمني عند توفّره' });
  await arBlock.getByRole('button', { name: 'أعلمني' }).click();
  await expect(page.getByText('أدخل بريدك الإلكتروني').first()).toBeVisible();
  await screenshotBoth(page, 'nojs-stock-alert-ar');
  expect(addresses.filter((address) => /email=|%40example/.test(address))).toEqual([]);
});

test('a customer with a delivered order writes a review', async ({ page, browser }) => {
  const product = await plentifulProduct(page.request);
  const customer = await registerCustomer(page.request);
  const me = await loginViaApi(page.request, customer.email, customer.password);
  const order = await placeOrderViaApi(page.request, product._id, me._id);
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await loginViaApi(adminContext.request, ADMIN.email, ADMIN.password);
  for (const newStatus of ['confirmed', 'processing', 'shipped', 'delivered']) {
    expect((await adminContext.request.patch(`/api/shop/order/update-order-status/${order._id}/registered`, { data: { newStatus } })).status()).toBe(200);
  }
  await adminContext.close();

  await page.goto(`/shop/product/${product._id}`);
  const section = page.getByRole('region', { name: 'Customer reviews' });
  const text = `Solid without JavaScript (${tag()})`;
  await section.getByLabel('Your review (optional)').fill(text);
  await section.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByRole('region', { name: 'Customer reviews' }).getByRole('alert')).toHaveText('Choose a rating from 1 to 5 stars');
  // What was typed is still there.
  await expect(page.getByRole('region', { name: 'Customer reviews' }).getByLabel('Your review (optional)')).toHaveValue(text);
  await page.getByRole('region', { name: 'Customer reviews' }).getByRole('radio', { name: '4 stars' }).check({ force: true });
  await page.getByRole('region', { name: 'Customer reviews' }).getByRole('button', { name: 'Save review' }).click();
  const saved = page.getByRole('region', { name: 'Customer reviews' });
  await expect(saved.getByText('Thank you, your review is saved')).toBeVisible();
  await expect(saved.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expect(saved.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
  await saved.scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'nojs-review-saved');
});

test('a customer deletes the account: the form shows on the page, the password never reaches an address, and the shop says so', async ({ page, request }) => {
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));
  const customer = await signInNewCustomer(page, request);
  await page.goto('/shop/account');
  await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/shop\/account\?delete=account$/);
  const form = page.getByRole('region', { name: 'Delete your account?' });
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Tick the box to confirm that you want to delete your account')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delete your account?' }).getByLabel('Your password')).toHaveAccessibleDescription('Password is required');
  await screenshotBoth(page, 'nojs-delete-account-refused');

  const again = page.getByRole('region', { name: 'Delete your account?' });
  await again.getByLabel('Your password').fill(customer.password);
  await again.getByRole('checkbox', { name: /I understand that my account will be deleted/ }).check();
  await again.getByRole('button', { name: 'Delete my account' }).click();
  await expectPath(page, '/shop/home');
  await expect(page.getByText('Your account has been deleted', { exact: true })).toBeVisible();
  expect((await page.request.get('/api/auth/check-auth')).status()).toBe(401);
  expect(addresses.filter((address) => /password=|customer-pass/.test(address))).toEqual([]);
});

test('a customer applies a coupon at the server-rendered checkout and orders with its discount', async ({ page, browser }) => {
  const code = `NOJS-${tag().toUpperCase()}`;
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await loginViaApi(adminContext.request, ADMIN.email, ADMIN.password);
  expect((await adminContext.request.post('/api/admin/coupons', { data: { code, kind: 'percent', value: 10 } })).status()).toBe(201);
  await adminContext.close();
  const customer = await registerCustomer(page.request);
  const product = await plentifulProduct(page.request);
  const user = await loginViaApi(page.request, customer.email, customer.password);
  expect((await page.request.post('/api/shop/cart/add', { data: { userId: user._id, productId: product._id, quantity: 1 } })).status()).toBe(200);

  await page.goto('/shop/checkout');
  await page.getByLabel('City').fill(TEST_ADDRESS.city);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByLabel('Coupon code').fill('NO-SUCH-CODE');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('region', { name: 'Order summary' }).getByLabel('Coupon code')).toHaveAccessibleDescription('This coupon code does not exist');
  // The address typed before the round trip is still there.
  await expect(page.getByLabel('City')).toHaveValue(TEST_ADDRESS.city);

  await page.getByRole('region', { name: 'Order summary' }).getByLabel('Coupon code').fill(code.toLowerCase());
  await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expectPath(page, '/shop/checkout');
  await screenshotBoth(page, 'nojs-checkout-coupon');

  await page.getByLabel('Emirate').selectOption(TEST_ADDRESS.emirate);
  await page.getByLabel('Area').fill(TEST_ADDRESS.area);
  await page.getByLabel('Street').fill(TEST_ADDRESS.street);
  await page.getByLabel('Building or villa').fill(TEST_ADDRESS.building);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectPath(page, '/shop/order-confirmation');
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
});

test('the wishlist, the comparison and a guest’s checkout say that they need JavaScript, in both languages', async ({ page }) => {
  await page.goto('/shop/wishlist');
  await expect(page.getByRole('note')).toHaveText('Your wishlist is shown with JavaScript, which is off in this browser. Turn JavaScript on to see the products you saved.');
  await page.goto('/shop/compare');
  await expect(page.getByRole('note')).toHaveText('The comparison is kept in this browser and needs JavaScript, which is off. Turn JavaScript on to compare products.');
  await page.goto('/shop/checkout');
  await expect(page.getByRole('note')).toContainText('Your cart is kept in this browser');
  await screenshotBoth(page, 'nojs-checkout-guest');
  await page.goto('/ar/shop/checkout');
  await expect(page.getByRole('note')).toContainText('تُحفظ سلتك في هذا المتصفح');
  await page.goto('/ar/shop/wishlist');
  await expect(page.getByRole('note')).toContainText('فعّل JavaScript');
  await page.goto('/ar/shop/compare');
  await expect(page.getByRole('note')).toContainText('تُحفظ المقارنة في هذا المتصفح');
});
