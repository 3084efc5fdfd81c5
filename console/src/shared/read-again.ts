import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * Reads the queries `filters` names again, after something was written or
 * changed. A fetch still under way may have read before that, and
 * react-query's refetch and invalidation join a fetch under way while its
 * query has no data yet (they cancel it only once there is data), which
 * would leave what it read before on screen: what is under way is
 * cancelled first, then read again.
 */
export async function readAgain(queryClient: QueryClient, filters: QueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
