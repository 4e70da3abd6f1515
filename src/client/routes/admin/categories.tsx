import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  ADMIN_CATALOG_MESSAGES as M,
  CategoryFormSchema,
  SubcategoryFormSchema,
} from '../../../shared/admin-catalog';
import { fieldErrors } from '../../../shared/api';
import type { Category, Subcategory } from '../../../shared/catalog';
import { PageHeading } from '../../components/page-heading';
import { useDocumentTitle } from '../../components/use-document-title';
import {
  adminTaxonomyQuery,
  useDeleteCategory,
  useDeleteSubcategory,
  useSaveCategory,
  useSaveSubcategory,
} from '../../features/admin-taxonomy/api';
import { ConfirmDialog } from '../../features/admin-taxonomy/components/confirm-dialog';
import {
  type TaxonomyFormValues,
  TaxonomyItemDialog,
} from '../../features/admin-taxonomy/components/taxonomy-item-dialog';
import { TaxonomyPanel } from '../../features/admin-taxonomy/components/taxonomy-panel';
import { apiFieldErrors } from '../../features/admin-taxonomy/form-errors';
import { adminProductsQuery } from '../../features/admin-products/api';

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

export function Component() {
  useDocumentTitle('Gestión de Categorías');
  const { data, isPending, isError } = useQuery(adminTaxonomyQuery);
  const [tab, setTab] = useState<Kind>('category');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ kind: Kind; id: string } | null>(null);
  const saveCategory = useSaveCategory();
  const saveSubcategory = useSaveSubcategory();
  const deleteCategory = useDeleteCategory();
  const deleteSubcategory = useDeleteSubcategory();
  const save = editing?.kind === 'subcategory' ? saveSubcategory : saveCategory;

  // The materials a category can suggest: the catalogue's adhesives and grouts, by name.
  const adhesives = useQuery({ ...adminProductsQuery('adhesivo', 1), enabled: tab === 'category' });
  const grouts = useQuery({ ...adminProductsQuery('pastina', 1), enabled: tab === 'category' });
  const materials =
    editing?.kind === 'category'
      ? {
          adhesive: (adhesives.data?.items ?? []).map(({ id, name }) => ({ id, name })),
          grout: (grouts.data?.items ?? []).map(({ id, name }) => ({ id, name })),
        }
      : undefined;

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
  const askDelete = (kind: Kind, id: string) => {
    deleteCategory.reset();
    deleteSubcategory.reset();
    setDeleting({ kind, id });
  };

  const onSave = (values: TaxonomyFormValues) => {
    if (!editing) return;
    const id = editing.item?.id ?? null;
    const done = { onSuccess: () => setEditing(null) };
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
    mutation.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  const isCategory = editing?.kind !== 'subcategory';
  const noun = isCategory ? 'Categoría' : 'Subcategoría';

  return (
    <>
      <PageHeading>Gestión de Categorías</PageHeading>
      {isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {M.loadError}
        </Alert>
      )}
      {deleteCategory.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {M.categoryDeleteError}
        </Alert>
      )}
      {deleteSubcategory.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {M.subcategoryDeleteError}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_event, value: Kind) => setTab(value)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="category" label="Categorías" />
        <Tab value="subcategory" label="Subcategorías" />
      </Tabs>
      {isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Cargando categorías" />
        </Box>
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
                onDelete={(item) => askDelete('category', item.id)}
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
                onDelete={(item) => askDelete('subcategory', item.id)}
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
          locked: Boolean(editing?.initial.parentId),
        }}
        materials={materials}
        orderLocked
        validate={(values) => validate(editing?.kind ?? 'category', values)}
        saving={save.isPending}
        error={save.isError ? M.taxonomySaveError : null}
        serverFields={withParentField(apiFieldErrors(save.error))}
        onClose={() => setEditing(null)}
        onSave={onSave}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'subcategory' ? 'Eliminar subcategoría' : 'Eliminar categoría'}
        message={
          deleting?.kind === 'subcategory' ? M.subcategoryDeleteConfirm : M.categoryDeleteConfirm
        }
        busy={deleteCategory.isPending || deleteSubcategory.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={onDelete}
      />
    </>
  );
}
