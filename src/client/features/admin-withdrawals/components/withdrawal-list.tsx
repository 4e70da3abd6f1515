import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '#shared/format';
import { WITHDRAWAL_MESSAGES } from '#shared/withdrawal-form';
import { WITHDRAWAL_MATCH_WARNINGS } from '#shared/withdrawals';
import { useMarkAttended, withdrawalsQuery } from '../api';

/**
 * Botón de arrepentimiento requests, newest first, each with its state and a button to mark it
 * attended. With orderId: only that order's (shown in the order's details); empty then shows
 * nothing.
 */
export function WithdrawalList({
  orderId,
  onAttended,
}: {
  orderId?: number;
  onAttended?: (message: string) => void;
}) {
  const list = useQuery(withdrawalsQuery(orderId));
  const mark = useMarkAttended();
  if (list.isError)
    return (
      <Alert severity="error">No se pudieron cargar las solicitudes de arrepentimiento.</Alert>
    );
  if (!list.data) return <CircularProgress size={24} aria-label="Cargando solicitudes" />;
  const requests = list.data.requests;
  if (requests.length === 0)
    return orderId === undefined ? (
      <Typography color="text.secondary">No hay solicitudes de arrepentimiento.</Typography>
    ) : null;
  return (
    <Stack spacing={1.5}>
      {requests.map((r) => (
        <Paper
          key={r.id}
          variant="outlined"
          sx={{ p: 2, borderColor: r.attendedAt ? 'divider' : 'warning.main' }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>Arrepentimiento {r.code}</Typography>
            <Chip
              size="small"
              label={r.attendedAt ? 'Atendida' : 'Pendiente'}
              color={r.attendedAt ? 'success' : 'warning'}
            />
            {WITHDRAWAL_MATCH_WARNINGS[r.match] && (
              <Chip
                size="small"
                variant="outlined"
                color="error"
                label={WITHDRAWAL_MATCH_WARNINGS[r.match]}
              />
            )}
          </Box>
          <Typography variant="body2">
            Pedido #{r.orderNumber} · {r.name} ·{' '}
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {r.email}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Recibida el {formatDateTime(r.createdAt)}
            {r.attendedAt ? ` · Atendida el ${formatDateTime(r.attendedAt)}` : ''}
          </Typography>
          {!r.attendedAt && (
            <Button
              size="small"
              variant="outlined"
              sx={{ mt: 1 }}
              disabled={mark.isPending}
              onClick={() =>
                mark.mutate(r.id, {
                  onSuccess: () => onAttended?.(WITHDRAWAL_MESSAGES.attended),
                })
              }
            >
              Marcar como atendida
            </Button>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
