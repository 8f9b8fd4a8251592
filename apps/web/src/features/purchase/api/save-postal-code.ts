// PUT /api/users/v2/user/profile with only `postal`: the purchase summary asks for it when the profile
// has none, since tax depends on the province (the API derives it from the postal code).
import { profileSchema, type Profile } from '@spc/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { refreshSession } from '../../../lib/session.ts';
import { PRODUCT_QUERY_ROOT } from './get-product.ts';

export function savePostalCode(postal: string): Promise<Profile> {
  return apiPut('/users/v2/user/profile', { postal }, profileSchema);
}

export function useSavePostalCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePostalCode,
    onSuccess: async () => {
      // The session holds the profile; the quote depends on it.
      await refreshSession(queryClient);
      await queryClient.invalidateQueries({ queryKey: PRODUCT_QUERY_ROOT });
    },
  });
}
