import { useNotify } from 'react-admin';
import { ApiError } from '../api/api-error';

/**
 * For forms that call the API themselves: a 422's field messages go back to
 * the form (shown beside each field), any other error is said in a
 * notification.
 */
export function useSubmitErrors() {
  const notify = useNotify();
  return (err: unknown): Record<string, string> | undefined => {
    if (err instanceof ApiError && err.status === 422 && err.body?.errors) {
      notify(err.message, { type: 'error' });
      return err.body.errors as Record<string, string>;
    }
    notify(err instanceof Error ? err.message : 'The request failed.', { type: 'error' });
    return undefined;
  };
}
