// docs/store-rules.md#auth-and-user-calls: the session calls. The cookie is HttpOnly,
// so the browser sends it; nothing here touches it.
import { messages, type AuthUserResponse } from '@store/contract';
import { apiRequest } from '#web/lib/api-client';
import { sentence } from '#web/lib/i18n/sentences';

interface MessageResponse {
  success: true;
  message?: string;
}

export function logoutRequest(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/logout', { method: 'POST', fallbackMessage: sentence('SERVER_ERROR', messages.SERVER_ERROR) });
}

export function checkAuthRequest(): Promise<AuthUserResponse> {
  return apiRequest<AuthUserResponse>('/auth/check-auth', {
    fallbackMessage: sentence('SESSION_EXPIRED', messages.SESSION_EXPIRED),
    noCache: true,
  });
}
