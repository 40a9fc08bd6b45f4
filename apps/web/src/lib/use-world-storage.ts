import { useQuery } from '@tanstack/react-query';
import { fetchWorldStorage, WORLD_STORAGE_KEY } from './worlds-api';

/** The player's storage and world count (decision 0260), fresh on every screen that shows it. */
export function useWorldStorage() {
  return useQuery({ queryKey: WORLD_STORAGE_KEY, queryFn: fetchWorldStorage, staleTime: 0, retry: false });
}
