import { useQuery } from '@tanstack/react-query';
import { clerkApi } from './clerkApi';

/** Whether third-party sign-in is set up, and the provider's name (read once per page). */
export const useProvider = () => useQuery({ queryKey: ['clerk', 'provider'], queryFn: clerkApi.provider, staleTime: 60_000, retry: false });
