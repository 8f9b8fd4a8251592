// The school portal's link (spec §8 "School-portal card registration"; POST /api/users/school-portal/
// verify and /register, members): the token mailed to the school address is checked, then registers the
// campus card. The token and its campus are kept in the tab (the school data) until the card is
// registered or 'User has Active Card' says it already is, so a sign-in in between does not lose it.
import type { CampusMembershipResponse, SchoolPortalVerifyResponse } from '@spc/domain/campus-access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshSession } from '../../../lib/session.ts';
import { readStoredJson, removeStored, storeJson } from '../../../lib/storage.ts';

const SCHOOL_DATA_KEY = 'spc.schoolPortal';

export interface SchoolData {
  token: string;
  campus: string;
}

export function storeSchoolData(data: SchoolData): void {
  storeJson(SCHOOL_DATA_KEY, data, 'session');
}

export function readSchoolData(): SchoolData | null {
  const value = readStoredJson(SCHOOL_DATA_KEY, 'session') as Partial<SchoolData> | null;
  return typeof value?.token === 'string' && typeof value.campus === 'string'
    ? { token: value.token, campus: value.campus }
    : null;
}

export function clearSchoolData(): void {
  removeStored(SCHOOL_DATA_KEY, 'session');
}

export function verifyPortalToken(token: string): Promise<SchoolPortalVerifyResponse> {
  return apiPost(
    '/users/school-portal/verify',
    { token },
    import('@spc/domain/campus-access').then((m) => m.schoolPortalVerifyResponseSchema),
  );
}

/** The token's check; a POST that changes nothing, run as a query so it runs once per token. */
export function usePortalTokenCheck(uid: string | undefined, token: string | undefined) {
  return useQuery({
    queryKey: ['campus-access', uid, 'portal-token', token],
    queryFn: () => verifyPortalToken(token ?? ''),
    enabled: uid !== undefined && token !== undefined,
    retry: false,
    staleTime: Infinity,
  });
}

export function registerPortalCard(token: string): Promise<CampusMembershipResponse> {
  return apiPost(
    '/users/school-portal/register',
    { token },
    import('@spc/domain/campus-access').then((m) => m.campusMembershipResponseSchema),
  );
}

export function useRegisterPortalCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerPortalCard, onSuccess: () => refreshSession(queryClient) });
}
