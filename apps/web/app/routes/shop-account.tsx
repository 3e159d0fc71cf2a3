// /shop/account (registered customers; the guard sends guests to log in):
// the order history, the address book and the saved builds from the loader, the profile and password
// forms beside them (they, the address book's and the saved builds' forms post to this page's action).
import { messages, type Order, type SavedBuild, type StoreLoadContext } from '@store/contract';
import { redirect, useActionData, useLoaderData, useRevalidator, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { PageHeading } from '#web/components/ui/page-heading';
import { accountAction } from '#web/features/account/account-actions';
import { AccountDataCard } from '#web/features/account/components/account-data-card';
import { AddressBook } from '#web/features/account/components/address-book';
import { EmailConfirmationCard } from '#web/features/account/components/email-confirmation-card';
import { PasswordForm } from '#web/features/account/components/password-form';
import { ProfileForm } from '#web/features/account/components/profile-form';
import { ROUTES } from '#web/features/auth/route-guard';
import { BUILD_INTENTS, buildAction, isBuildIntent } from '#web/features/builder/builder-action';
import { SavedBuilds } from '#web/features/builder/components/saved-builds';
import { useAuth } from '#web/features/auth/state/auth-context';
import { userOrdersPath } from '#web/features/orders/api/orders-api';
import { OrderHistory } from '#web/features/orders/history/order-history';
import { loadSavedAddresses } from '#web/lib/address-book';
import { parseProblem } from '#web/lib/api-client';
import { answerFor, readIntent } from '#web/lib/form-action';
import { t, routeTexts } from '#web/lib/i18n';
import { enAccountData } from '#web/lib/i18n/en-account-data';
import { enAuth } from '#web/lib/i18n/en-auth';
import { enBuild } from '#web/lib/i18n/en-build';
import { enConfirmEmail } from '#web/lib/i18n/en-confirm-email';
import { enCoupon } from '#web/lib/i18n/en-coupon';
import { enDelivery } from '#web/lib/i18n/en-delivery';
import { enEmirates } from '#web/lib/i18n/en-emirates';
import { enInvoices } from '#web/lib/i18n/en-invoices';
import { enOrders } from '#web/lib/i18n/en-orders';
import { enPayment } from '#web/lib/i18n/en-payment';
import { enProfileLanguage } from '#web/lib/i18n/en-profile-language';
import { pageMeta } from '#web/lib/page-meta';
import { guardRequest } from '../lib/guard';
import { catalogueLang, languageOfPath, pathInLanguage, requestLanguage } from '#web/lib/language';
import { sentenceIn } from '#web/lib/i18n/sentences';

export async function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>) {
  // Loaders run side by side: the guard's redirect (guarded.tsx) does not stop this one, so it asks the guard itself.
  guardRequest(request, context.user);
  const user = context.user;
  if (!user) throw redirect(pathInLanguage(ROUTES.login, languageOfPath(new URL(request.url).pathname)));
  const [{ status, body }, addresses, saved] = await Promise.all([
    context.api<{ success?: boolean; data?: Order[] }>(userOrdersPath(user._id, catalogueLang(request))),
    loadSavedAddresses(context),
    context.api<{ data?: SavedBuild[] }>('/api/shop/builds'),
  ]);
  const builds = saved.status === 200 && Array.isArray(saved.body.data) ? saved.body.data : [];
  if (status === 200 && body.success === true && Array.isArray(body.data)) return { user, addresses, builds, orders: body.data, ordersError: null };
  // The page still shows the forms; the history says what went wrong and offers Retry.
  return { user, addresses, builds, orders: null, ordersError: parseProblem(status, body, sentenceIn(requestLanguage(request), 'FETCH_ORDERS_FAILED', messages.FETCH_ORDERS_FAILED)).message };
}

/** The profile, password and saved builds' forms post here, with JavaScript or without (docs/decisions/045); the guard first. */
export async function action(args: ActionFunctionArgs<StoreLoadContext>) {
  guardRequest(args.request, args.context.user);
  return isBuildIntent(await readIntent(args.request)) ? buildAction(args) : accountAction(args);
}

export const meta = () => pageMeta(t('page.account.title'), t('page.account.description'));

export default function AccountRoute() {
  const { user: sessionUser, addresses, builds, orders, ordersError } = useLoaderData<typeof loader>();
  const answer = useActionData();
  const buildAnswer = answerFor(answer, BUILD_INTENTS.rename) ?? answerFor(answer, BUILD_INTENTS.delete);
  // The auth state has the user as last saved (the profile form updates it); the loader's is the same at first.
  const user = useAuth().user ?? sessionUser;
  const revalidator = useRevalidator();
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={t('page.account.title')} description={t('account.greeting', { name: user.name })} />
      {/* The orders first: "View my orders" leads here, and on a phone they come before the forms. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <OrderHistory
            orders={orders}
            error={ordersError}
            onRetry={() => void revalidator.revalidate()}
            retrying={revalidator.state === 'loading'}
          />
          <AddressBook addresses={addresses} />
        </div>
        <div className="flex flex-col gap-6">
          <SavedBuilds builds={builds} answer={buildAnswer} />
          <ProfileForm user={user} />
          <EmailConfirmationCard user={sessionUser} />
          <PasswordForm />
          <AccountDataCard />
        </div>
      </div>
    </div>
  );
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enAccountData, enAuth, enBuild, enConfirmEmail, enCoupon, enDelivery, enEmirates, enInvoices, enOrders, enPayment, enProfileLanguage);
