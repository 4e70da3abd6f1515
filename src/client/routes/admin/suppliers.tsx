import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import type { Supplier } from '#shared/purchasing/contract';
import { ApiError } from '#client/api-client';
import { PageHeader } from '#client/components/page-heading';
import { useSaveSupplier, useSuppliers } from '#client/features/admin-purchasing/api';
import { SupplierDialog } from '#client/features/admin-purchasing/components/supplier-dialog';
import { AdminToast, type Toast } from '#client/components/ui/admin-toast';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import { type PageHandle, titledHead } from '#client/page';

export const handle: PageHandle = { head: titledHead('Proveedores', { noindex: true }) };

/** /admin/proveedores: who the shop buys from, with CUIT, contact and payment terms. */
export function Component() {
  const { data, isPending, isError } = useSuppliers();
  const save = useSaveSupplier();
  const [editing, setEditing] = useState<Supplier | 'new' | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);
  const items = data?.items ?? [];
  const open = (supplier: Supplier | 'new') => {
    save.reset();
    setEditing(supplier);
  };
  const saveError =
    save.error instanceof ApiError
      ? { message: save.error.message, fields: save.error.fields }
      : save.error
        ? { message: 'No se pudo guardar el proveedor.', fields: {} }
        : null;
  return (
    <>
      <PageHeader title="Proveedores">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('new')}>
          Nuevo proveedor
        </Button>
      </PageHeader>
      <PageErrors messages={[isError && 'Error al cargar los proveedores.']} />
      {isPending ? (
        <PageLoading label="Cargando proveedores" />
      ) : (
        <TableContainer component={Paper}>
          <Table aria-label="Proveedores" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Nombre</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>CUIT</TableCell>
                <TableCell>Contacto</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Condiciones de pago
                </TableCell>
                <TableCell align="right">Acciones</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((supplier) => (
                <TableRow key={supplier.id} hover>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{supplier.name}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {supplier.cuit ?? '—'}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {[supplier.contact, supplier.email].filter(Boolean).join(' · ')}
                    {supplier.whatsapp && (
                      <>
                        {' · '}
                        <Link
                          href={`https://wa.me/${supplier.whatsapp}`}
                          target="_blank"
                          rel="noopener"
                        >
                          WhatsApp
                        </Link>
                      </>
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {supplier.paymentTerms}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => open(supplier)}>
                      Editar
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {items.length === 0 && !isError && (
                <TableRow>
                  <TableCell colSpan={5} align="center">
                    Todavía no hay proveedores.
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== null && (
        <SupplierDialog
          supplier={editing === 'new' ? null : editing}
          saving={save.isPending}
          error={saveError}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            save.mutate(
              { id: editing === 'new' ? null : editing.id, input },
              {
                onSuccess: () => {
                  setEditing(null);
                  setToast({ message: 'Proveedor guardado', severity: 'success' });
                },
              },
            )
          }
        />
      )}
      <AdminToast toast={toast} onClose={() => setToast(null)} />
    </>
  );
}
