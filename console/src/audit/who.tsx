import { useGetOne } from 'react-admin';

/** Who made a write: the user's name (their id while it loads, or when they are gone), and the API key it went through. */
export function Who({ userId, apiKeyId }: { userId: number; apiKeyId?: number | null }) {
  const { data } = useGetOne('team', { id: userId }, { enabled: userId > 0, retry: false, staleTime: 60_000 });
  const name = data ? `${data.first_name} ${data.last_name}`.trim() : `user #${userId}`;
  return (
    <span>
      {name}
      {apiKeyId ? ` (API key #${apiKeyId})` : ''}
    </span>
  );
}
