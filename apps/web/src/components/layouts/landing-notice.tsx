import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '#web/components/ui/toast/use-toast';
import { landingNotice } from '#web/lib/landing-notice';

/**
 * The sentence a form's action sent the visitor here with (lib/landing-notice.ts):
 * a toast once the page runs JavaScript, which then drops it from the address
 * (a reload does not say it again); without JavaScript, a note above the page
 * (plain markup: the first visit of the shop carries no more code for it).
 */
export function LandingNotice() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const sentence = landingNotice(search);

  useEffect(() => {
    if (!sentence) return;
    toast({ tone: 'success', title: sentence });
    // The landing pages take no other query (the shop's home).
    void navigate(pathname, { replace: true, preventScrollReset: true });
  }, [sentence, pathname, navigate, toast]);

  if (!sentence) return null;
  return (
    <noscript>
      <output className="mb-6 block rounded-lg border border-green-200 bg-green-50 px-3.5 py-3 text-sm text-green-800">
        {sentence}
      </output>
    </noscript>
  );
}
