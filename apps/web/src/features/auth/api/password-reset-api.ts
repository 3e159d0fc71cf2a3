// Password reset (issue 13 item 1): its own module, so the shop's first visit
// does not carry it (e2e/tests/weight.spec.ts).
import { messages, type AuthUserResponse, type ForgotPasswordRequest, type ResetPasswordRequest } from '@store/contract';
import { apiRequest } from '#web/lib/api-client';

/** Always the same neutral answer, whether an account has the e-mail or not. */
export function forgotPasswordRequest(form: ForgotPasswordRequest): Promise<{ success: true; message?: string }> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body: form, fallbackMessage: messages.RESET_REQUEST_FAILED });
}

/** Sets the new password and signs in (a new session cookie). */
export function resetPasswordRequest(form: ResetPasswordRequest): Promise<AuthUserResponse> {
  return apiRequest('/auth/reset-password', { method: 'POST', body: form, fallbackMessage: messages.RESET_PASSWORD_FAILED });
}
