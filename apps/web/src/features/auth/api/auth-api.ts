// docs/store-rules.md#auth-and-user-calls: the session calls. The cookie is HttpOnly,
// so the browser sends it; nothing here touches it.
import { messages, type AuthUserResponse } from '@store/contract';
import { apiRequest } from '#web/lib/api-client';

interface MessageResponse {
  success: true;
  message?: string;
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
