// The signed-in customer's own data from the browser: the copy of it. (The
// profile, password and deletion forms post to the account page's action:
// account-actions.ts.)
import { messages, type AccountData } from '@store/contract';
import { apiRequest } from '#web/lib/api-client';
import { sentence } from '#web/lib/i18n/sentences';

/** GET /auth/account/data: everything the store holds about the signed-in customer (docs/decisions/031). */
export async function fetchAccountData(): Promise<AccountData> {
  const response = await apiRequest<{ success: true; data: AccountData }>('/auth/account/data', {
    fallbackMessage: sentence('DATA_EXPORT_FAILED', messages.DATA_EXPORT_FAILED),
    noCache: true,
  });
  return response.data;
}
