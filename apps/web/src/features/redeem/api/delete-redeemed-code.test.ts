// DELETE /api/partners/redeemedcode/{id}: the member forgets their revealed code; the API's refusals
// (none live, another member's) come back as ApiErrors with the server's code.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { apiError } from '../testing/redeem-api.ts';
import { deleteRedeemedCode } from './delete-redeemed-code.ts';

describe('deleteRedeemedCode', () => {
  it('asks the API to forget the code of the offer', async () => {
    const fetchMock = stubApi([['DELETE /api/partners/redeemedcode/2', { success: true }]]);
    await expect(deleteRedeemedCode(2)).resolves.toEqual({ success: true });
    expect(calls(fetchMock)).toEqual(['DELETE /api/partners/redeemedcode/2']);
    // No body, so no JSON content type (the server refuses an empty JSON body).
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('answers the API’s refusal when there is no code to forget', async () => {
    stubApi([['DELETE /api/partners/redeemedcode/2', apiError(404, 'REDEMPTION_NOT_FOUND')]]);
    const failure = await deleteRedeemedCode(2).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'REDEMPTION_NOT_FOUND' });
  });
});
