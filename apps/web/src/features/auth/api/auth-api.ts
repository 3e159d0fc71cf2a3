// Spec section 7 "Auth and users": the session calls. The cookie is HttpOnly,
// so the browser sends it; nothing here touches it.
import {
  messages,
  type AuthUserResponse,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

interface MessageResponse {
  success: true;
  message?: string;
}

export function registerRequest(form: RegisterRequest): Promise<AuthUserResponse> {
  return apiRequest<AuthUserResponse>('/auth/register', {
    method: 'POST',
    body: form,
    fallbackMessage: messages.REGISTRATION_FAILED,
  });
}

export function loginRequest(credentials: LoginRequest): Promise<AuthUserResponse> {
  return apiRequest<AuthUserResponse>('/auth/login', {
    method: 'POST',
    body: credentials,
    fallbackMessage: messages.LOGIN_FAILED,
  });
}

export function logoutRequest(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/logout', { method: 'POST', fallbackMessage: messages.SERVER_ERROR });
}

export function checkAuthRequest(): Promise<AuthUserResponse> {
  return apiRequest<AuthUserResponse>('/auth/check-auth', {
    fallbackMessage: messages.SESSION_EXPIRED,
    noCache: true,
  });
}

/** Always the same neutral answer, whether an account has the e-mail or not. */
export function forgotPasswordRequest(form: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/forgot-password', {
    method: 'POST',
    body: form,
    fallbackMessage: messages.RESET_REQUEST_FAILED,
  });
}

/** Sets the new password and signs in (a new session cookie). */
export function resetPasswordRequest(form: ResetPasswordRequest): Promise<AuthUserResponse> {
  return apiRequest<AuthUserResponse>('/auth/reset-password', {
    method: 'POST',
    body: form,
    fallbackMessage: messages.RESET_PASSWORD_FAILED,
  });
}
