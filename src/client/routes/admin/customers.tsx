import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { CUSTOMER_MESSAGES } from '#shared/customers/customers';
import type { OrderExportFormat } from '#shared/admin-orders';
import { CustomerCredits } from '#client/features/admin-customers/components/customer-balance';
import { formatDate, formatMoney, formatNumber } from '#shared/format';
import { PageHeader } from '#client/components/page-heading';
import { AdminToast, type Toast, successToast } from '#client/components/ui/admin-toast';
import { DataTable } from '#client/components/ui/data-table';
import { ApiError } from '#client/api-client';
import { customersQuery, exportCustomers } from '#client/features/admin-customers/api';
import { CustomerDialog } from '#client/features/admin-customers/components/customer-dialog';
import { useDebouncedValue } from '#client/hooks/use-debounced-value';
import { usePaging } from '#client/hooks/use-paging';
import { type PageHandle, titledHead } from '#client/page';

export const handle: PageHandle = { head: titledHead('Clientes', { noindex: true }) };

const PAGE_SIZES = [25, 50, 100] as const;

export function Component() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 400);
  const { page, pageSize, setPage, table } = usePaging(PAGE_SIZES[0]);
  const list = useQuery(customersQuery(q, page, pageSize));
  const [open, setOpen] = useState<string | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);

  const download = (format: OrderExportFormat) =>
    exportCustomers(q, format).catch((error: unknown) =>
      setToast({
        severity: 'error',
        message: error instanceof ApiError ? error.message : CUSTOMER_MESSAGES.loadError,
      }),
    );

  return (
    <>
      <PageHeader title="Clientes">
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => void download('xlsx')}>
            Exportar Excel
          </Button>
          <Button variant="outlined" onClick={() => void download('csv')}>
            Exportar CSV
          </Button>
        </Box>
      </PageHeader>
      <TextField
        label="Buscar"
        placeholder="Nombre, email o teléfono..."
        size="small"
        fullWidth
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        sx={{ mb: 2 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
      />
      {list.isError && <Alert severity="error">{CUSTOMER_MESSAGES.loadError}</Alert>}
      {list.data && (
        <DataTable
          label="Clientes"
          columns={6}
          empty={list.data.customers.length === 0 ? 'No hay clientes para mostrar.' : null}
          loading={{ active: list.isFetching, label: 'Cargando clientes' }}
          head={
            <>
              <TableCell>Cliente</TableCell>
              <TableCell>Contacto</TableCell>
              <TableCell align="right">Pedidos</TableCell>
              <TableCell align="right">Total comprado</TableCell>
              <TableCell align="right">Saldo</TableCell>
              <TableCell>Última compra</TableCell>
            </>
          }
          pages={{
            total: list.data.total,
            page: list.data.page,
            pageSize: list.data.pageSize,
            pageSizes: PAGE_SIZES,
            sizeLabel: 'Clientes por página:',
            ...table,
          }}
        >
          {list.data.customers.map((customer) => (
            <TableRow key={customer.key} hover>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  onClick={() => setOpen(customer.key)}
                  sx={{ textAlign: 'left' }}
                >
                  {customer.name}
                </Link>
                {customer.professional && (
                  <Chip
                    size="small"
                    color="secondary"
                    sx={{ ml: 1 }}
                    label={
                      customer.discountPercentage
                        ? `Profesional ${formatNumber(customer.discountPercentage)} %`
                        : 'Profesional'
                    }
                  />
                )}
              </TableCell>
              <TableCell>
                {customer.email}
                {customer.email && <br />}
                {customer.phone}
              </TableCell>
              <TableCell align="right">{formatNumber(customer.orders)}</TableCell>
              <TableCell align="right">{formatMoney(customer.totalBought)}</TableCell>
              <TableCell align="right">
                {formatMoney(customer.balance)}
                <CustomerCredits customer={customer} />
              </TableCell>
              <TableCell>{formatDate(customer.lastPurchaseAt)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      {open && (
        <CustomerDialog
          customerKey={open}
          onClose={() => setOpen(null)}
          onSaved={(message) => {
            setOpen(null);
            setToast(successToast(message));
          }}
        />
      )}
      <AdminToast toast={toast} onClose={() => setToast(null)} />
    </>
  );
}
