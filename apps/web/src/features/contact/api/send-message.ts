import { useMutation } from '@tanstack/react-query';
import { CONTACT_MESSAGES, type ContactMessageInput, type MessageResponse } from '@ukgh/domain';
import { ApiError, api, notifyFailure } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** POST /contact/: stored and mailed to support; the answer's message is shown on the page. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (body: ContactMessageInput) => api.post<MessageResponse>('/contact/', body, { silent: true }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429) toast.error(CONTACT_MESSAGES.tooMany);
      else if (!(error instanceof ApiError && error.status === 400))
        notifyFailure(CONTACT_MESSAGES.failed, error);
    },
  });
