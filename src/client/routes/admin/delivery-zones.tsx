import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  DELIVERY_ZONE_KIND_LABELS,
  deliveryDaysText,
  DELIVERY_ZONE_SCREEN as M,
  type DeliveryZoneRow,
} from '#shared/delivery';
import { formatMoney } from '#shared/format';
import { ApiError } from '#client/api-client';
import { PageHeader } from '#client/components/page-heading';
import {
  useAdminDeliveryZones,
  useDeleteDeliveryZone,
  useSaveDeliveryZone,
} from '#client/features/admin-delivery-zones/api';
import { ZoneDialog } from '#client/features/admin-delivery-zones/components/zone-dialog';
import { AdminToast, type Toast } from '#client/components/ui/admin-toast';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import { EditDeleteButtons } from '#client/components/ui/edit-delete-buttons';
import { useConfirmedDelete } from '#client/hooks/use-confirmed-delete';
import { type PageHandle, titledHead } from '#client/page';

const zoneName = (zone: DeliveryZoneRow) => `${DELIVERY_ZONE_KIND_LABELS[zone.kind]} ${zone.value}`;

export const handle: PageHandle = { head: titledHead('Zonas de envío', { noindex: true }) };

/** /admin/zonas-de-envio: the shipping price of each partido or código postal. */
export function Component() {
  const { data, isPending, isError } = useAdminDeliveryZones();
  const save = useSaveDeliveryZone();
  const remove = useDeleteDeliveryZone();
  const [editing, setEditing] = useState<DeliveryZoneRow | 'new' | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);
  const deletion = useConfirmedDelete<DeliveryZoneRow>(remove, {
    deleted: () => setToast({ message: M.deleted, severity: 'success' }),
    failed: () => setToast({ message: M.deleteError, severity: 'error' }),
  });
  const deleting = deletion.target;
  const zones = data?.zones ?? [];

  const open = (zone: DeliveryZoneRow | 'new') => {
    save.reset();
    setEditing(zone);
  };
  const saveError =
    save.error instanceof ApiError
      ? { message: save.error.message, fields: save.error.fields }
      : save.error
        ? { message: M.saveError, fields: {} }
        : null;

  return (
    <>
      <PageHeader title="Zonas de envío">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('new')}>
          Nueva zona
        </Button>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        El envío a domicilio cuesta el precio de la zona del código postal del cliente o, si no hay,
        el de su partido (un partido incluye los códigos postales que la tienda conoce de él). Sin
        zona, el envío queda &quot;a convenir&quot;.
      </Typography>
      <PageErrors messages={[isError && M.loadError]} />
      {isPending ? (
        <PageLoading label="Cargando zonas de envío" />
      ) : (
        <TableContainer component={Paper}>
          <Table aria-label="Zonas de envío" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Tipo</TableCell>
                <TableCell>Zona</TableCell>
                <TableCell align="right">Precio</TableCell>
                <TableCell align="right">Acciones</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {zones.map((zone) => (
                <TableRow key={zone.id} hover>
                  <TableCell>{DELIVERY_ZONE_KIND_LABELS[zone.kind]}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {zone.value}
                    {zone.postalCodes.length > 0 && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        CP {zone.postalCodes.join(', ')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(zone.price)}
                    {deliveryDaysText(zone) && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {deliveryDaysText(zone)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <EditDeleteButtons
                      name={zoneName(zone)}
                      onEdit={() => open(zone)}
                      onDelete={() => deletion.ask(zone)}
                    />
                  </TableCell>
                </TableRow>
              ))}
              {zones.length === 0 && !isError && (
                <TableRow>
                  <TableCell colSpan={4} align="center">
                    {M.empty}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== null && (
        <ZoneDialog
          zone={editing === 'new' ? null : editing}
          saving={save.isPending}
          error={saveError}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            save.mutate(
              { id: editing === 'new' ? null : editing.id, input },
              {
                onSuccess: () => {
                  setEditing(null);
                  setToast({ message: M.saved, severity: 'success' });
                },
              },
            )
          }
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title={deleting ? `Eliminar ${zoneName(deleting)}` : 'Eliminar zona'}
        message={M.deleteConfirm}
      />
      <AdminToast toast={toast} onClose={() => setToast(null)} />
    </>
  );
}
