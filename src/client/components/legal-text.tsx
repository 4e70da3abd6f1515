import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { legalBlocks } from '#shared/legal-text';

/** The owner's text drawn as headings, paragraphs and lists: always text, never HTML. */
export function LegalText({ body }: { body: string }) {
  return (
    <Box sx={{ maxWidth: 780, '& > :first-of-type': { mt: 0 } }}>
      {legalBlocks(body).map((block, i) => {
        if (block.kind === 'heading')
          return (
            <Typography key={i} variant="h6" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
              {block.text}
            </Typography>
          );
        if (block.kind === 'list')
          return (
            <Box key={i} component="ul" sx={{ pl: 3, my: 1.5 }}>
              {block.items.map((item, j) => (
                <Typography key={j} component="li" variant="body1" sx={{ mb: 0.5 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          );
        return (
          <Typography key={i} variant="body1" sx={{ my: 1.5, overflowWrap: 'anywhere' }}>
            {block.text}
          </Typography>
        );
      })}
    </Box>
  );
}
