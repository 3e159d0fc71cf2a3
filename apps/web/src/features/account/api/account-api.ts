// The signed-in customer's own data from the browser: the copy of it, and
// deleting the account. (The profile and password forms post to the account
// page's action: account-actions.ts.)
import { messages, type AccountData, type DeleteAccountRequest } from '@store/contract';
import { apiRequest } from '#web/lib/api-client';

/** GET /auth/account/data: everything the store holds about the signed-in customer (docs/decisions/031). */
export async function fetchAccountData(): Promise<AccountData> {
  const response = await apiRequest<{ success: true; data: AccountData }>('/auth/account/data', {
    fallbackMessage: messages.DATA_EXPORT_FAILED,
    noCache: true,
  });
  return response.data;
}

/** POST /auth/account/delete: the password again and an explicit yes; the session ends with the account. */
export async function deleteAccountRequest(form: DeleteAccountRequest): Promise<{ message?: string }> {
  const response = await apiRequest<{ success: true; message?: string }>('/auth/account/delete', {
    method: 'POST',
    body: form,
    fallbackMessage: messages.DELETE_ACCOUNT_FAILED,
  });
  return { message: response.message };
}
