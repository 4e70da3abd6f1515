import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetail } from '#shared/admin-order-detail';
import { formatDate } from '#shared/format';
import { ApiError } from '#client/api-client';
import { useRenewQuote } from '../api';

/**
 * The presupuesto's "Válido hasta", fixed when the order was placed (a later change of the
 * shop's validity setting never moves it), and "Renovar presupuesto": from today, noted.
 */
export function OrderQuoteValidity({ order }: { order: AdminOrderDetail }) {
  const renew = useRenewQuote(order.id);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        Presupuesto válido hasta
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="body2">{formatDate(order.quoteValidUntil)}</Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={renew.isPending}
          onClick={() => {
            setProblem(null);
            renew.mutate(
              { version: order.version },
              {
                onError: (error) =>
                  setProblem(
                    error instanceof ApiError ? error.message : 'Error al renovar el presupuesto',
                  ),
              },
            );
          }}
        >
          Renovar presupuesto
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
