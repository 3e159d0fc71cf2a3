import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every page of the web app is a lazy chunk (apps/web/src/app/router.tsx): on
// a first visit the browser would learn of the page's chunks only once the
// entry has downloaded and run, one more round trip before anything shows
// (about 0.2 s on a phone over 4G). The page served for an address therefore
// names its layout's and page's chunks as `modulepreload` links, read from the
// build's Vite manifest, so they download alongside the entry.
//
// The route modules follow one naming rule, which this file relies on:
// src/app/routes/<section>/<name>-page.tsx and <section>/<section>-layout-route.tsx.
// Only the shop and the sign-in pages get hints: admin code never reaches a
// shopper's first visit (issue #6), and admins load it once.

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The build's manifest (vite.config.ts sets `build.manifest`), or null without one. */
export function readViteManifest(dist: string): ViteManifest | null {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}

/**
 * Answers a page waits for before its largest text can show, fetched with the
 * page's chunks (`<link rel="preload" as="fetch">`, taken up by the app's own
 * fetch of the same URL): the home page's hero waits for its slides.
 */
const DATA_PRELOADS: Record<string, readonly string[]> = {
  'src/app/routes/shop/home-page.tsx': ['/api/shop/features'],
};

/** Each section's default page (the router's index redirects). */
const SECTIONS: Record<string, { layout: string; index: string }> = {
  shop: { layout: 'src/app/routes/shop/shop-layout-route.tsx', index: 'home' },
  auth: { layout: 'src/app/routes/auth/auth-layout-route.tsx', index: 'login' },
};
const NAME = /^[a-z][a-z-]*$/;

/** The manifest keys of the layout and page modules for an address, [] for none. */
export function routeModules(pathname: string): string[] {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  // `/` redirects to the shop's home page.
  const sectionName = first === '' ? 'shop' : first;
  const section = SECTIONS[sectionName];
  if (!section) return [];
  const page = second === '' ? section.index : second;
  if (!NAME.test(page)) return [];
  return [section.layout, `src/app/routes/${sectionName}/${page}-page.tsx`];
}

/**
 * A function from an address to its `<link rel="modulepreload">` tags: the
 * chunks of its route modules and what they import, less what index.html
 * already preloads (the entry and its imports). Unknown modules give ''.
 */
export function createRoutePreloads(manifest: ViteManifest): (pathname: string) => string {
  const closure = (keys: string[]): string[] => {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.push(chunk.file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const inIndexHtml = new Set(closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry)));
  const links = new Map<string, string>();

  return (pathname) => {
    const modules = routeModules(pathname).filter((key) => key in manifest);
    const cacheKey = modules.join('|');
    const known = links.get(cacheKey);
    if (known !== undefined) return known;
    const scripts = closure(modules)
      .filter((file) => file.endsWith('.js') && !inIndexHtml.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const data = modules
      .flatMap((key) => DATA_PRELOADS[key] ?? [])
      .map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`);
    const html = [...scripts, ...data].join('');
    links.set(cacheKey, html);
    return html;
  };
}
