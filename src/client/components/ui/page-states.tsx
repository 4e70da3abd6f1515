import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A page's spinner while its first data loads, named for what it waits for. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
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
