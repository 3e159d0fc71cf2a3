// /shop/confirm-email?token=… (issue 26 item 2, docs/decisions/051): the link of
// an account's confirmation e-mail. The page shows one button that posts the
// token to this route's action; without JavaScript too.
import type { StoreLoadContext } from '@store/contract';
import { useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ConfirmEmail } from '#web/features/account/components/confirm-email';
import { confirmEmailAction, confirmToken } from '#web/features/account/confirm-email-action';
import { t, routeTexts } from '#web/lib/i18n';
import { enConfirmEmail } from '#web/lib/i18n/en-confirm-email';
import { pageTitle } from '#web/lib/use-page-meta';

export function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>) {
  return { token: confirmToken(request.url), signedIn: context.user !== null };
}

export function action(args: ActionFunctionArgs<StoreLoadContext>) {
  return confirmEmailAction(args);
}

export const meta: MetaFunction = () => [
  { title: pageTitle(t('page.confirmEmail.title')) },
  { name: 'referrer', content: 'no-referrer' },
  { name: 'robots', content: 'noindex' },
];

/** The token stays out of Referer headers and shared caches. */
export const headers: HeadersFunction = () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'private, no-store' });

export default function ConfirmEmailRoute() {
  const { token, signedIn } = useLoaderData<typeof loader>();
  return <ConfirmEmail token={token} signedIn={signedIn} />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enConfirmEmail);
