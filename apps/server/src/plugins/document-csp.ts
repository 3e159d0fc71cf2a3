import { createHash } from 'node:crypto';
import { CONTENT_SECURITY_POLICY } from './security';

// The framework puts a few inline scripts in every page it renders (its
// hydration data and the module script that starts the app). Rather than
// allow inline scripts, each page's Content-Security-Policy names the SHA-256
// of exactly the scripts it carries (docs/decisions/013): the same for a page
// served from the HTML cache, which a per-request nonce would not be.

/** Executable inline scripts: no `src`, and no data type (JSON and JSON-LD blocks are not run). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
  }
  return [...hashes];
}

/** The store's policy with this document's inline scripts allowed by hash. */
export function documentCsp(html: string): string {
  const hashes = inlineScriptHashes(html);
  if (hashes.length === 0) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", () => `script-src 'self' ${hashes.join(' ')}`);
}
