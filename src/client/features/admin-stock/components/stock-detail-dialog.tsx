import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatNumber } from '#shared/format';
import type { Lot } from '#shared/stock/contract';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import { DetailSection as Section } from '#client/components/ui/detail-section';
import { useProductStock } from '../api';
import { AdjustDialog } from './adjust-dialog';
import { LotCards } from './lot-cards';
import { MovementsTable } from './movements-table';
import { StockSettingsSection } from './stock-settings-section';

/** One product's stock: its lots with their ajustes, its settings, its movements. */
export function StockDetailDialog({
  productId,
  name,
  onClose,
}: {
  productId: string;
  name: string;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const stock = useProductStock(productId);
  const [adjusting, setAdjusting] = useState<Lot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const data = stock.data;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="stock-detail-title"
    >
      <DialogTitle id="stock-detail-title">Stock de {name}</DialogTitle>
      <DialogContent dividers>
        {stock.isPending && <PageLoading label="Cargando el stock del producto" />}
        {stock.isError && <PageErrors messages={[stock.error.message]} />}
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
        {data && (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {data.code && `Código ${data.code} · `}
              {formatNumber(data.onHand)} en depósito · {formatNumber(data.reserved)} reservado ·{' '}
              {formatNumber(data.available)} disponible
            </Typography>
            <Section id="stock-detail-lots" title="Lotes">
              <LotCards lots={data.lots} onAdjust={setAdjusting} />
            </Section>
            <Section id="stock-detail-settings" title="Configuración">
              <StockSettingsSection stock={data} />
            </Section>
            <Section id="stock-detail-movements" title="Movimientos">
              <MovementsTable productId={productId} lots={data.lots} />
            </Section>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
      {adjusting && (
        <AdjustDialog
          lot={adjusting}
          onClose={() => setAdjusting(null)}
          onDone={(text) => {
            setAdjusting(null);
            setNotice(text);
          }}
        />
      )}
    </Dialog>
  );
}
