/**
 * A note shown only while JavaScript is off (docs/decisions/045): what the
 * specification keeps in the browser (the guest cart, the wishlist, the
 * comparison) cannot show without it, and the page says so.
 */
export function ScriptNeeded({ children }: { children: string }) {
  return (
    <noscript>
      <p role="note" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
        {children}
      </p>
    </noscript>
  );
}
