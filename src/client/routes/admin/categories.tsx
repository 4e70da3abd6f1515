import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  ADMIN_CATALOG_MESSAGES as M,
  CategoryFormSchema,
  SubcategoryFormSchema,
  taxonomyDeleteMessage,
  taxonomyMoveMessage,
} from '#shared/admin-catalog';
import { fieldErrors } from '#shared/api';
import type { Category, Subcategory } from '#shared/catalog';
import { PageHeading } from '#client/components/page-heading';
import {
  adminTaxonomyQuery,
  taxonomyProductCountsQuery,
  useDeleteCategory,
  useDeleteSubcategory,
  useReorder,
  useSaveCategory,
  useSaveSubcategory,
} from '#client/features/admin-taxonomy/api';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import {
  type TaxonomyFormValues,
  TaxonomyItemDialog,
} from '#client/features/admin-taxonomy/components/taxonomy-item-dialog';
import { TaxonomyPanel } from '#client/features/admin-taxonomy/components/taxonomy-panel';
import { AdminToast, type Toast } from '#client/components/ui/admin-toast';
import { apiFieldErrors } from '#client/components/ui/form-errors';
import { taxonomyToasts } from '#client/features/admin-taxonomy/toasts';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import { type PageHandle, titledHead } from '#client/page';

type Kind = 'category' | 'subcategory';
interface Editing {
  kind: Kind;
  item: Category | Subcategory | null;
  initial: TaxonomyFormValues;
}

const text = (values: TaxonomyFormValues) => ({
  name: values.name,
  description: values.description,
  order: values.order,
});
const readCategory = (values: TaxonomyFormValues) =>
  CategoryFormSchema.safeParse({
    ...text(values),
    areaId: values.parentId,
    adhesiveProductId: values.adhesiveProductId || null,
    groutProductId: values.groutProductId || null,
  });
const readSubcategory = (values: TaxonomyFormValues) =>
  SubcategoryFormSchema.safeParse({ ...text(values), categoryId: values.parentId });

function validate(kind: Kind, values: TaxonomyFormValues): Record<string, string> {
  const parsed = kind === 'category' ? readCategory(values) : readSubcategory(values);
  if (parsed.success) return {};
  const { areaId, categoryId, ...fields } = fieldErrors(parsed.error);
  const parent = areaId ?? categoryId;
  return parent ? { ...fields, parentId: parent } : fields;
}

function withParentField(fields: Record<string, string>): Record<string, string> {
  const { areaId, categoryId, ...rest } = fields;
  const parent = areaId ?? categoryId;
  return parent ? { ...rest, parentId: parent } : rest;
}

export const handle: PageHandle = { head: titledHead('Gestión de Categorías', { noindex: true }) };

export function Component() {
  const { data, isPending, isError } = useQuery(adminTaxonomyQuery);
  const [tab, setTab] = useState<Kind>('category');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ kind: Kind; item: Category | Subcategory } | null>(
    null,
  );
  // An edit that chose another parent waits here for the move to be confirmed.
  const [moving, setMoving] = useState<TaxonomyFormValues | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);
  const saveCategory = useSaveCategory();
  const saveSubcategory = useSaveSubcategory();
  const deleteCategory = useDeleteCategory();
  const deleteSubcategory = useDeleteSubcategory();
  const reorderCategory = useReorder('categories');
  const reorderSubcategory = useReorder('subcategories');
  const save = editing?.kind === 'subcategory' ? saveSubcategory : saveCategory;
  // The confirmations say how many products a delete leaves or a move takes along.
  const counts = useQuery({
    ...taxonomyProductCountsQuery,
    enabled: deleting !== null || (editing?.item ?? null) !== null,
  });
  const productsOf = (kind: Kind, id: string): number | null =>
    counts.data
      ? ((kind === 'category' ? counts.data.categories : counts.data.subcategories)[id] ?? 0)
      : null;

  const areas = data?.areas ?? [];
  const categories = data?.categories ?? [];
  const subcategories = data?.subcategories ?? [];
  const areaName = (id: string) => areas.find((a) => a.id === id)?.name ?? '';
  // Subcategory panels follow the areas' order, then the categories' order.
  const areaRank = (id: string) => areas.findIndex((a) => a.id === id);
  const categoriesByArea = [...categories].sort(
    (a, b) => areaRank(a.areaId) - areaRank(b.areaId) || a.order - b.order,
  );

  const openNew = (kind: Kind, parentId: string, siblings: number) => {
    saveCategory.reset();
    saveSubcategory.reset();
    setEditing({
      kind,
      item: null,
      initial: {
        name: '',
        description: '',
        order: String(siblings + 1),
        parentId,
        adhesiveProductId: '',
        groutProductId: '',
      },
    });
  };
  const openEdit = (kind: Kind, item: Category | Subcategory) => {
    saveCategory.reset();
    saveSubcategory.reset();
    const parentId = 'areaId' in item ? item.areaId : item.categoryId;
    setEditing({
      kind,
      item,
      initial: {
        name: item.name,
        description: item.description ?? '',
        order: String(item.order),
        parentId,
        ...('areaId' in item
          ? {
              adhesiveProductId: item.adhesiveProductId ?? '',
              groutProductId: item.groutProductId ?? '',
            }
          : {}),
      },
    });
  };
  const askDelete = (kind: Kind, item: Category | Subcategory) => {
    deleteCategory.reset();
    deleteSubcategory.reset();
    setDeleting({ kind, item });
  };

  /** The new parent's name for the move question. */
  const parentName = (kind: Kind, parentId: string) => {
    if (kind === 'category') return areaName(parentId);
    const category = categories.find((c) => c.id === parentId);
    return category ? `${areaName(category.areaId)} › ${category.name}` : '';
  };
  const moveMessage = (values: TaxonomyFormValues) => {
    if (!editing?.item) return '';
    const products = productsOf(editing.kind, editing.item.id);
    if (products === null)
      return counts.isError
        ? `¿Mover a «${parentName(editing.kind, values.parentId)}»? Sus productos se mueven con ella.`
        : 'Contando los productos…';
    return taxonomyMoveMessage(
      editing.kind,
      values.name.trim() || editing.item.name,
      parentName(editing.kind, values.parentId),
      products,
    );
  };

  const onSave = (values: TaxonomyFormValues) => {
    if (!editing) return;
    if (editing.item && values.parentId !== editing.initial.parentId && moving === null) {
      setMoving(values);
      return;
    }
    setMoving(null);
    const id = editing.item?.id ?? null;
    const noun = editing.kind === 'category' ? 'Categoría' : 'Subcategoría';
    const done = {
      onSuccess: () => {
        setToast(taxonomyToasts.saved(noun, id === null));
        setEditing(null);
      },
    };
    if (editing.item && values.parentId !== editing.initial.parentId) {
      // A moved item goes last in its new parent.
      const siblings =
        editing.kind === 'category'
          ? categories.filter((c) => c.areaId === values.parentId).length
          : subcategories.filter((c) => c.categoryId === values.parentId).length;
      values = { ...values, order: String(siblings + 1) };
    }
    // The dialog sends only values that passed `validate`, read here by the same schemas.
    if (editing.kind === 'category') {
      const parsed = readCategory(values);
      if (parsed.success) saveCategory.mutate({ id, input: parsed.data }, done);
    } else {
      const parsed = readSubcategory(values);
      if (parsed.success) saveSubcategory.mutate({ id, input: parsed.data }, done);
    }
  };
  const onDelete = () => {
    if (!deleting) return;
    const mutation = deleting.kind === 'category' ? deleteCategory : deleteSubcategory;
    const { name } = deleting.item;
    mutation.mutate(deleting.item.id, {
      onSuccess: () => setToast(taxonomyToasts.deleted(name)),
      onSettled: () => setDeleting(null),
    });
  };

  const isCategory = editing?.kind !== 'subcategory';
  const noun = isCategory ? 'Categoría' : 'Subcategoría';

  return (
    <>
      <PageHeading>Gestión de Categorías</PageHeading>
      <PageErrors
        messages={[
          isError && M.loadError,
          deleteCategory.isError && M.categoryDeleteError,
          deleteSubcategory.isError && M.subcategoryDeleteError,
          (reorderCategory.isError || reorderSubcategory.isError) && M.taxonomySaveError,
        ]}
      />
      <Tabs
        value={tab}
        onChange={(_event, value: Kind) => setTab(value)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="category" label="Categorías" />
        <Tab value="subcategory" label="Subcategorías" />
      </Tabs>
      {isPending ? (
        <PageLoading label="Cargando categorías" />
      ) : tab === 'category' ? (
        <Box role="tabpanel" aria-label="Categorías">
          {areas.length === 0 && <Typography>Primero creá un área.</Typography>}
          {areas.map((area) => {
            const items = categories.filter((c) => c.areaId === area.id);
            return (
              <TaxonomyPanel
                key={area.id}
                title={area.name}
                items={items}
                addLabel="Nueva Categoría"
                emptyText="No hay categorías en esta área."
                onAdd={() => openNew('category', area.id, items.length)}
                onEdit={(item) => openEdit('category', item)}
                onDelete={(item) => askDelete('category', item)}
                onMove={(item, order) =>
                  reorderCategory
                    .mutateAsync({ id: item.id, order })
                    .then(() => setToast(taxonomyToasts.moved(item.name, order)))
                }
                moving={reorderCategory.isPending}
              />
            );
          })}
        </Box>
      ) : (
        <Box role="tabpanel" aria-label="Subcategorías">
          {categories.length === 0 && <Typography>Primero creá una categoría.</Typography>}
          {categoriesByArea.map((category) => {
            const items = subcategories.filter((s) => s.categoryId === category.id);
            return (
              <TaxonomyPanel
                key={category.id}
                title={`${areaName(category.areaId)} › ${category.name}`}
                items={items}
                addLabel="Nueva Subcategoría"
                emptyText="No hay subcategorías en esta categoría."
                onAdd={() => openNew('subcategory', category.id, items.length)}
                onEdit={(item) => openEdit('subcategory', item)}
                onDelete={(item) => askDelete('subcategory', item)}
                onMove={(item, order) =>
                  reorderSubcategory
                    .mutateAsync({ id: item.id, order })
                    .then(() => setToast(taxonomyToasts.moved(item.name, order)))
                }
                moving={reorderSubcategory.isPending}
              />
            );
          })}
        </Box>
      )}
      <TaxonomyItemDialog
        open={editing !== null}
        title={`${editing?.item ? 'Editar' : 'Nueva'} ${noun}`}
        initial={editing?.initial ?? { name: '', description: '', order: '1', parentId: '' }}
        parent={{
          label: isCategory ? 'Área' : 'Categoría',
          options: isCategory
            ? areas
            : categoriesByArea.map((c) => ({
                id: c.id,
                name: `${areaName(c.areaId)} › ${c.name}`,
              })),
          locked: !editing?.item && Boolean(editing?.initial.parentId),
        }}
        materials={editing?.kind === 'category'}
        orderLocked
        validate={(values) => validate(editing?.kind ?? 'category', values)}
        saving={save.isPending}
        error={save.isError ? M.taxonomySaveError : null}
        serverFields={withParentField(apiFieldErrors(save.error))}
        onClose={() => setEditing(null)}
        onSave={onSave}
      />
      <ConfirmDialog
        open={moving !== null}
        title={editing?.kind === 'subcategory' ? 'Mover subcategoría' : 'Mover categoría'}
        message={moving ? moveMessage(moving) : ''}
        confirmLabel="Mover"
        confirmDisabled={!counts.data && !counts.isError}
        busy={save.isPending}
        onClose={() => setMoving(null)}
        onConfirm={() => {
          if (moving) onSave(moving);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'subcategory' ? 'Eliminar subcategoría' : 'Eliminar categoría'}
        message={
          !deleting
            ? ''
            : counts.data
              ? taxonomyDeleteMessage(
                  deleting.kind,
                  deleting.item.name,
                  productsOf(deleting.kind, deleting.item.id) ?? 0,
                )
              : counts.isError
                ? deleting.kind === 'subcategory'
                  ? M.subcategoryDeleteConfirm
                  : M.categoryDeleteConfirm
                : 'Contando los productos…'
        }
        confirmDisabled={!counts.data && !counts.isError}
        busy={deleteCategory.isPending || deleteSubcategory.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={onDelete}
      />
      <AdminToast toast={toast} onClose={() => setToast(null)} />
    </>
  );
}
