import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ApiError } from '#client/api-client';
import { PageHeader } from '#client/components/page-heading';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import type { ProductStock } from '#shared/stock/contract';
import { exportStock, useStockList } from '#client/features/admin-stock/api';
import { IngresoDialog } from '#client/features/admin-stock/components/ingreso-dialog';
import { IngresoImportDialog } from '#client/features/admin-stock/components/ingreso-import-dialog';
import { StockDetailDialog } from '#client/features/admin-stock/components/stock-detail-dialog';
import { StockTable } from '#client/features/admin-stock/components/stock-table';
import { type PageHandle, titledHead } from '#client/page';

export const handle: PageHandle = { head: titledHead('Stock', { noindex: true }) };

/**
 * Per product and lot, on hand / reserved / available; ingresos, one by one or
 * imported from a spreadsheet (item 2); export; each product's detail (ajustes, settings,
 * movements).
 */
export function Component() {
  // ?search=: the product dialog's "Ver en Stock" opens the screen on that product.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const [low, setLow] = useState(false);
  const [page, setPage] = useState(1);
  const [ingreso, setIngreso] = useState<ProductStock | null>(null);
  const [detail, setDetail] = useState<ProductStock | null>(null);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string }>();
  const filters = { search, low, page };
  const list = useStockList(filters);

  return (
    <>
      <PageHeader title="Stock">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            onClick={() =>
              exportStock(filters).catch((error: unknown) =>
                setNotice({
                  severity: 'error',
                  text: error instanceof ApiError ? error.message : 'No se pudo exportar.',
                }),
              )
            }
          >
            Exportar
          </Button>
          <Button variant="contained" onClick={() => setImporting(true)}>
            Importar ingresos
          </Button>
        </Box>
      </PageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          size="small"
          label="Buscar por nombre o código"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 260, flex: '1 1 260px', maxWidth: 420 }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={low}
              onChange={(e) => {
                setLow(e.target.checked);
                setPage(1);
              }}
            />
          }
          label="Solo stock bajo"
        />
      </Box>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(undefined)} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      {list.isPending && <PageLoading label="Cargando el stock" />}
      {list.isError && <PageErrors messages={[list.error.message]} />}
      {list.data && (
        <StockTable
          data={list.data}
          loading={list.isFetching}
          page={page}
          onPageChange={setPage}
          onIngreso={setIngreso}
          onDetail={setDetail}
        />
      )}
      {ingreso && (
        <IngresoDialog
          product={ingreso}
          onClose={() => setIngreso(null)}
          onDone={(text) => {
            setIngreso(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {importing && (
        <IngresoImportDialog
          onClose={() => setImporting(false)}
          onDone={(text) => {
            setImporting(false);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {detail && (
        <StockDetailDialog
          productId={detail.productId}
          name={detail.name}
          onClose={() => setDetail(null)}
        />
      )}
    </>
  );
}
