import { useMutation } from '@tanstack/react-query';
import type { SupportMessageBody } from '@vetor/domain/support/support.schemas';
import { api } from '../../../lib/api';

/** POST /support/messages: support gets it by e-mail and the user an acknowledgement. */
export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (body: SupportMessageBody) => api.post<{ code: string; message: string }>('/support/messages', body),
  });
}
