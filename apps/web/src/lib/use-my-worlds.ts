import { useQuery } from '@tanstack/react-query';
import { fetchMyWorlds, MY_WORLDS_KEY } from './worlds-api';

/** The signed-in player's development worlds, fresh on every dashboard visit. */
export function useMyWorlds() {
  return useQuery({ queryKey: MY_WORLDS_KEY, queryFn: fetchMyWorlds, staleTime: 0 });
}
