import { describe, expect, it } from 'vitest';
import { createRoutePreloads, routeModules, type ViteManifest } from './route-preloads';

// A manifest shaped like the build's (apps/web, `vite build`).
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_framework-f1.js'] },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  '_product-card-c1.js': { file: 'assets/product-card-c1.js', imports: ['_framework-f1.js'] },
  'src/app/routes/shop/shop-layout-route.tsx': { file: 'assets/shop-layout-route-s1.js', imports: ['_framework-f1.js'] },
  'src/app/routes/shop/home-page.tsx': { file: 'assets/home-page-h1.js', imports: ['_product-card-c1.js', '_framework-f1.js'] },
  'src/app/routes/shop/product-page.tsx': { file: 'assets/product-page-p1.js', imports: ['_product-card-c1.js'] },
  'src/app/routes/auth/auth-layout-route.tsx': { file: 'assets/auth-layout-route-a1.js' },
  'src/app/routes/auth/login-page.tsx': { file: 'assets/login-page-l1.js' },
  'src/app/routes/admin/admin-layout-route.tsx': { file: 'assets/admin-layout-route-x1.js' },
  'src/app/routes/admin/products-page.tsx': { file: 'assets/products-page-x2.js' },
  'src/index.css': { file: 'assets/index-c1.css' },
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('route preloads', () => {
  it('maps an address to its layout and page modules', () => {
    expect(routeModules('/shop/home')).toEqual(['src/app/routes/shop/shop-layout-route.tsx', 'src/app/routes/shop/home-page.tsx']);
    expect(routeModules('/')).toEqual(routeModules('/shop/home'));
    expect(routeModules('/shop')).toEqual(routeModules('/shop/home'));
    expect(routeModules('/shop/product/5b1f')).toEqual(['src/app/routes/shop/shop-layout-route.tsx', 'src/app/routes/shop/product-page.tsx']);
    expect(routeModules('/auth')).toEqual(['src/app/routes/auth/auth-layout-route.tsx', 'src/app/routes/auth/login-page.tsx']);
    expect(routeModules('/admin/products')).toEqual([]);
    expect(routeModules('/unauth-page')).toEqual([]);
    expect(routeModules('/shop/../admin')).toEqual([]);
  });

  it("names the page's chunks and their imports, not those index.html already has", () => {
    const preloads = createRoutePreloads(manifest);
    expect(hrefs(preloads('/shop/home'))).toEqual([
      '/assets/shop-layout-route-s1.js',
      '/assets/home-page-h1.js',
      '/assets/product-card-c1.js',
      '/api/shop/features',
    ]);
    expect(preloads('/shop/home')).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-h1.js">');
    // The hero's slides start with the chunks; the app's own fetch takes the answer up.
    expect(preloads('/shop/home')).toContain('<link rel="preload" as="fetch" crossorigin href="/api/shop/features">');
    expect(preloads('/shop/product/5b1f')).not.toContain('as="fetch"');
    expect(hrefs(preloads('/shop/product/5b1f?x=1'.split('?')[0] ?? ''))).toEqual([
      '/assets/shop-layout-route-s1.js',
      '/assets/product-page-p1.js',
      '/assets/product-card-c1.js',
    ]);
  });

  it('names nothing for admin pages, pages the build does not have, or odd addresses', () => {
    const preloads = createRoutePreloads(manifest);
    expect(preloads('/admin/products')).toBe('');
    expect(hrefs(preloads('/shop/no-such'))).toEqual(['/assets/shop-layout-route-s1.js']);
    expect(preloads('/shop/%3Cscript%3E')).not.toContain('script%3E');
    expect(hrefs(preloads('/shop/%3Cscript%3E'))).toEqual([]);
  });
});
