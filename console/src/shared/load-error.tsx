import { Alert, Button } from '@mui/material';
import { useListContext, useRecordContext } from 'react-admin';

interface Props {
  error: unknown;
  retry(): void;
}

/** A failed load, said in words, with a retry: never a blank screen. */
export function LoadError({ error, retry }: Props) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : 'The data could not be loaded.';
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 1 }}
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** Placed inside a <List>: its load error and a retry. */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  return <LoadError error={error} retry={() => void refetch()} />;
}

/** Whether a record is there to show (a reference that was deleted is not). */
export function useHasRecord(): boolean {
  return !!useRecordContext();
}
