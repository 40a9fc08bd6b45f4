import type { PublicUser } from '@authentic/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-provider';
import { uploadAvatar } from './profile-api';

/**
 * Uploads an avatar (a chosen file or the editor's PNG). On success the stored user and every cached
 * character take the new picture, so the nav bar, the HUD and the game character change at once.
 */
export function useAvatarUpload(user: PublicUser) {
  const { updateUser } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name }: { file: Blob; name?: string }) => uploadAvatar(file, name),
    onSuccess: async (avatar) => {
      updateUser({ ...user, avatar });
      await client.invalidateQueries({ queryKey: ['character'] });
    },
  });
}
