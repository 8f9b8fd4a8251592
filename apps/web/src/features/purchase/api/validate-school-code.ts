// GET /api/partners/school_code/{code}: a school's code and its discount, or SCHOOL_CODE_NOT_FOUND /
// _EXPIRED / _USED_UP.
import { schoolCodeResponseSchema, type SchoolCodeResponse } from '@spc/domain/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function validateSchoolCode(
  code: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SchoolCodeResponse> {
  return apiGet(`/partners/school_code/${encodeURIComponent(code)}`, schoolCodeResponseSchema, { signal });
}

export function validateSchoolCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['purchase', 'school-code', code],
    queryFn: ({ signal }) => validateSchoolCode(code, { signal }),
    staleTime: 0,
  });
}

/** Checks `code` once it is set (null: nothing applied). */
export function useValidateSchoolCode(code: string | null) {
  return useQuery({ ...validateSchoolCodeQueryOptions(code ?? ''), enabled: code !== null });
}
