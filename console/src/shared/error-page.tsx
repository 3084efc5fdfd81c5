import { Alert, Box, Button, Typography } from '@mui/material';

/** What a screen shows when it fails to render: the reason and a way back, never a blank page. */
interface Props {
  error?: unknown;
  resetErrorBoundary?(...args: unknown[]): void;
}

export function ErrorPage({ error, resetErrorBoundary }: Props) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <Box sx={{ p: 3, maxWidth: 720 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        This screen could not be shown
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Button variant="contained" onClick={() => resetErrorBoundary?.()} sx={{ mr: 1 }}>
        Retry
      </Button>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </Box>
  );
}
