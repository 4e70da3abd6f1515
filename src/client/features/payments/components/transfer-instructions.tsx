import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  type TransferInstructions as Instructions,
  transferInstructionTexts,
} from '#shared/payments/transfer-details';

/**
 * "Pagá por transferencia": the exact amount, its discount and the shop's bank details, as the
 * order e-mail gives them (the thank-you screen and the customer's order page).
 */
export function TransferInstructions({ instructions }: { instructions: Instructions }) {
  const { lead, notes } = transferInstructionTexts(instructions);
  return (
    <Alert
      severity="info"
      icon={false}
      component="section"
      // Instructions to read at leisure, not news to announce: a region, not MUI's alert role.
      role="region"
      aria-labelledby="transfer-instructions"
      sx={{ textAlign: 'left', '& .MuiAlert-message': { width: '100%', overflowWrap: 'anywhere' } }}
    >
      <AlertTitle id="transfer-instructions" component="h2" sx={{ fontWeight: 700 }}>
        Pagá por transferencia
      </AlertTitle>
      <Typography sx={{ mb: 1 }}>{lead}</Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mb: 1,
          '& dd': { m: 0, fontWeight: 600, minWidth: 0 },
        }}
      >
        {instructions.bank.map((detail) => (
          <Box key={detail.label} sx={{ display: 'contents' }}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </Box>
        ))}
      </Box>
      {notes.map((note) => (
        <Typography key={note} variant="body2">
          {note}
        </Typography>
      ))}
    </Alert>
  );
}
