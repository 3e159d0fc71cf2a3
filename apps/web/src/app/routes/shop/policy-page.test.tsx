import { screen, within } from '@testing-library/react';
import { EMIRATES } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#web/test/fetch-mock';
import { renderRoute } from '#web/test/render-route';
import * as policy from '#web-app/routes/shop-policy';
import { decideRoute } from '#web/features/auth/route-guard';

// Issue 13 item 10: the store's policies, open to guests, each with its title and description.

const routes = [{ path: 'shop/policies/:policy', Component: policy.default, loader: policy.loader }];
const metaOf = (slug: string) => policy.meta({ params: { policy: slug } } as never);

describe('policy pages (/shop/policies/…)', () => {
  it.each([
    ['delivery', 'Delivery policy', 'Delivery charges'],
    ['returns', 'Returns and refunds', 'Faulty or not as described'],
    ['privacy', 'Privacy policy', 'Your rights'],
    ['terms', 'Terms and conditions', 'Governing law'],
  ])('/shop/policies/%s shows "%s" to a guest, with its sections and title', async (slug, title, section) => {
    expect(decideRoute({ pathname: `/shop/policies/${slug}`, isAuthenticated: false, role: null })).toEqual({});
    renderRoute(routes, `/shop/policies/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Store policies' });
    expect(within(nav).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
    expect(metaOf(slug)).toContainEqual({ title: `${title} | Falcon Computers` });
    expect(screen.getByText(/^Questions about this policy\? Write to .+@.+ or call /)).toBeInTheDocument();
  });

  it('fills the store name, the delivery fee and the laws in', async () => {
    renderRoute(routes, '/shop/policies/delivery');
    expect(await screen.findByText(/^Delivery costs AED\s25\.00 per order/)).toBeInTheDocument();
    expect(metaOf('privacy')).toContainEqual({
      name: 'description',
      content: 'What personal data Falcon Computers keeps, why, for how long, and your rights under the UAE data protection law.',
    });
    renderRoute(routes, '/shop/policies/privacy');
    expect(await screen.findByText(/Federal Decree-Law No\. 45 of 2021/)).toBeInTheDocument();
  });

  it('answers an unknown policy with 404 (the root error boundary shows the not-found page)', async () => {
    expect(metaOf('shipping-secrets')).toContainEqual({ title: 'Page not found | Falcon Computers' });
    await expect(policy.loader({ params: { policy: 'shipping-secrets' } } as never)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("states the admin's fees: a range when the emirates differ, each emirate's fee, and the free-delivery threshold", async () => {
    mockFetch(({ url }) =>
      url === '/api/shop/delivery'
        ? {
            body: {
              success: true,
              data: {
                fees: EMIRATES.map((emirate) => ({ emirate, fee: emirate === 'Dubai' ? 15 : emirate === 'Fujairah' ? 40 : 25 })),
                freeDeliveryThreshold: 500,
              },
            },
          }
        : undefined,
    );
    renderRoute(routes, '/shop/policies/delivery');
    expect(
      await screen.findByText(/^Delivery costs AED\s15\.00 to AED\s40\.00 per order, depending on the emirate\. Orders of AED\s500\.00 or more are delivered free\. The fee is shown at checkout/),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Delivery fee by emirate' });
    expect(within(table).getByRole('row', { name: /^Dubai AED\s15\.00$/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Fujairah AED\s40\.00$/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });

});
