import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import {
  ADMIN_CATALOG_MESSAGES as M,
  AreaFormSchema,
  taxonomyDeleteMessage,
} from '#shared/admin-catalog';
import { fieldErrors } from '#shared/api';
import type { Area } from '#shared/catalog';
import { PageHeader } from '#client/components/page-heading';
import {
  adminTaxonomyQuery,
  taxonomyProductCountsQuery,
  useDeleteArea,
  useReorder,
  useSaveArea,
} from '#client/features/admin-taxonomy/api';
import {
  TaxonomyActionsHead,
  TaxonomyRowActions,
} from '#client/features/admin-taxonomy/components/reorder-buttons';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import {
  type TaxonomyFormValues,
  TaxonomyItemDialog,
} from '#client/features/admin-taxonomy/components/taxonomy-item-dialog';
import { AdminToast, type Toast } from '#client/components/ui/admin-toast';
import { apiFieldErrors } from '#client/components/ui/form-errors';
import { taxonomyToasts } from '#client/features/admin-taxonomy/toasts';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import { useConfirmedDelete } from '#client/hooks/use-confirmed-delete';
import { type PageHandle, titledHead } from '#client/page';

/** Phones keep the actions in view; the description is in the edit dialog. */
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } };

function validateArea(values: TaxonomyFormValues): Record<string, string> {
  const parsed = AreaFormSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

export const handle: PageHandle = { head: titledHead('Gestión de Áreas', { noindex: true }) };

export function Component() {
  const { data, isPending, isError } = useQuery(adminTaxonomyQuery);
  const save = useSaveArea();
  const [editing, setEditing] = useState<Area | 'new' | null>(null);
  const remove = useDeleteArea();
  const deletion = useConfirmedDelete<Area>(remove, {
    deleted: (area) => setToast(taxonomyToasts.deleted(area.name)),
  });
  const deleting = deletion.target;
  const reorder = useReorder('areas');
  const counts = useQuery({ ...taxonomyProductCountsQuery, enabled: Boolean(deleting) });
  const areas = data?.areas ?? [];
  const [toast, setToast] = useState<Toast | null>(null);

  const open = (area: Area | 'new') => {
    save.reset();
    setEditing(area);
  };
  const initial: TaxonomyFormValues =
    editing && editing !== 'new'
      ? {
          name: editing.name,
          description: editing.description ?? '',
          order: String(editing.order),
          parentId: '',
        }
      : { name: '', description: '', order: String(areas.length + 1), parentId: '' };

  return (
    <>
      <PageHeader title="Gestión de Áreas">
        {/* Waits for the list: a new area is proposed last, which needs the list's length. */}
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={data === undefined}
          onClick={() => open('new')}
        >
          Nueva Área
        </Button>
      </PageHeader>
      <PageErrors
        messages={[
          isError && M.areasLoadError,
          remove.isError && M.areaDeleteError,
          reorder.isError && M.areaSaveError,
        ]}
      />
      {isPending ? (
        <PageLoading label="Cargando áreas" />
      ) : (
        <TableContainer component={Paper}>
          <Table aria-label="Áreas">
            <TableHead>
              <TableRow>
                <TableCell>Orden</TableCell>
                <TableCell>Nombre</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>Descripción</TableCell>
                <TaxonomyActionsHead />
              </TableRow>
            </TableHead>
            <TableBody>
              {areas.map((area, index) => (
                <TableRow key={area.id} hover>
                  <TableCell>{area.order}</TableCell>
                  <TableCell>{area.name}</TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>{area.description}</TableCell>
                  <TaxonomyRowActions
                    name={area.name}
                    index={index}
                    count={areas.length}
                    disabled={reorder.isPending}
                    onMove={(order) =>
                      reorder
                        .mutateAsync({ id: area.id, order })
                        .then(() => setToast(taxonomyToasts.moved(area.name, order)))
                    }
                    onEdit={() => open(area)}
                    onDelete={() => deletion.ask(area)}
                  />
                </TableRow>
              ))}
              {areas.length === 0 && !isError && (
                <TableRow>
                  <TableCell colSpan={4} align="center">
                    No hay áreas cargadas.
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TaxonomyItemDialog
        open={editing !== null}
        title={editing === 'new' ? 'Nueva Área' : 'Editar Área'}
        initial={initial}
        orderLocked={false}
        validate={validateArea}
        saving={save.isPending}
        error={save.isError ? M.areaSaveError : null}
        serverFields={apiFieldErrors(save.error)}
        onClose={() => setEditing(null)}
        onSave={(values) => {
          // The dialog sends only values that passed validateArea, read here by the same schema.
          const parsed = AreaFormSchema.safeParse(values);
          if (parsed.success)
            save.mutate(
              { id: editing && editing !== 'new' ? editing.id : null, input: parsed.data },
              {
                onSuccess: () => {
                  setToast(taxonomyToasts.saved('Área', editing === 'new'));
                  setEditing(null);
                },
              },
            );
        }}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Eliminar área"
        message={
          deleting && counts.data
            ? taxonomyDeleteMessage('area', deleting.name, counts.data.areas[deleting.id] ?? 0)
            : counts.isError
              ? M.areaDeleteConfirm
              : 'Contando los productos del área…'
        }
        confirmDisabled={!counts.data && !counts.isError}
      />
      <AdminToast toast={toast} onClose={() => setToast(null)} />
    </>
  );
}
