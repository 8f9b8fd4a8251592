// PUT /api/users/v2/user/profile: any of the fields a member edits; 400 names the refused field.
import { profileSchema, type Profile, type ProfileUpdate } from '@spc/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { getProfileQueryOptions } from './get-profile.ts';

export function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return apiPut('/users/v2/user/profile', body, profileSchema);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(getProfileQueryOptions().queryKey, profile),
  });
}
