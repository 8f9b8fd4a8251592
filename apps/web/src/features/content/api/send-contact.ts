// POST /api/content/contact: a support request from the contact form (202 { request_id }); stored,
// e-mailed to the support inbox and acknowledged to the sender in their language. Rate limited (429)
// and protected by the captcha adapter (`captcha`, the proof lib/captcha.ts solved).
import type { ContactRequest } from '@spc/domain/content';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export function sendContactRequest(request: ContactRequest): Promise<{ request_id: string }> {
  return apiPost(
    '/content/contact',
    request,
    import('@spc/domain/content').then((m) => m.contactResponseSchema),
  );
}

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
