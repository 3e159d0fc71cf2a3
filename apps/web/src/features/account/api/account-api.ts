// The signed-in user's own record (spec section 7 "PUT auth/profile/{id}";
// DESIGN.md section 3: the form's fields as JSON) and password.
import {
  messages,
  type AccountData,
  type DeleteAccountRequest,
  type PasswordChangeRequest,
  type ProfileUpdateRequest,
  type User,
} from '@store/contract';
import { apiRequest } from '#web/lib/api-client';

export async function updateProfileRequest(userId: string, form: ProfileUpdateRequest): Promise<{ message?: string; user: User }> {
  const response = await apiRequest<{ success: true; message?: string; data: User }>(
    `/auth/profile/${encodeURIComponent(userId)}`,
    { method: 'PUT', body: form, fallbackMessage: messages.UPDATE_FAILED },
  );
  return { message: response.message, user: response.data };
}

export async function changePasswordRequest(form: PasswordChangeRequest): Promise<{ message?: string }> {
  const response = await apiRequest<{ success: true; message?: string }>('/auth/password', {
    method: 'PUT',
    body: form,
    fallbackMessage: messages.UPDATE_FAILED,
  });
  return { message: response.message };
}

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
