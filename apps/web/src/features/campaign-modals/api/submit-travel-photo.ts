// POST /api/users/travel-photo?contest=…: the photo's bytes as the body (checked by content on the server).
import { travelPhotoResultSchema } from '@spc/domain/marketing';
import { ApiError } from '../../../lib/api-client.ts';

export async function submitTravelPhoto(contest: string, file: File, caption: string): Promise<unknown> {
  const query = new URLSearchParams({ contest, ...(caption.trim() && { caption: caption.trim() }) });
  let response: Response;
  try {
    response = await fetch(`/api/users/travel-photo?${query}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error', { cause });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = (body as { error?: unknown } | null)?.error;
    throw new ApiError(response.status, typeof code === 'string' ? code : 'BAD_RESPONSE', 'Refused', { body });
  }
  return travelPhotoResultSchema.parse(body);
}
