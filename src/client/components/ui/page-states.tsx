import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A page's spinner while its first data loads, named for what it waits for. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** A shopper's page while it loads: the spinner and what it waits for, said to screen readers. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <Stack
      role="status"
      direction="row"
      spacing={2}
      sx={{ py: 6, justifyContent: 'center', alignItems: 'center' }}
    >
      <CircularProgress size={28} />
      <Typography>{text}</Typography>
    </Stack>
  );
}

/** A page's failures, one alert each, in order; a falsy entry is a failure that did not happen. */
export function PageErrors({ messages }: { messages: (string | false | null | undefined)[] }) {
  return messages.map((message, index) =>
    message ? (
      // The positions are fixed: each is one failure of the page.
      <Alert key={index} severity="error" sx={{ mb: 2 }}>
        {message}
      </Alert>
    ) : null,
  );
}
