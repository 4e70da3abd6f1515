import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  ADMIN_CATALOG_MESSAGES as M,
  PRODUCT_NUMBER_ENTRY,
  type ProductInput,
} from '#shared/admin-catalog';
import { OUT_OF_STOCK_LABEL, PRODUCT_STATUSES, PRODUCT_STATUS_LABELS } from '#shared/availability';
import type { ProductDetail, ProductImage, Taxonomy } from '#shared/catalog';
import { FINISH_TYPES, QUALITIES, QUALITY_LABELS, isFlooringArea } from '#shared/pricing';
import { ApiError } from '#client/api-client';
import { FormNumberField } from '#client/components/ui/form-number-field';
import { invalidateCatalog } from '#client/api/invalidate-catalog';
import { adminBrandsQuery, createProduct, updateProduct } from '../api';
import { SALE_UNITS, SALE_UNIT_LABELS } from '#shared/order-lines';
import {
  EMPTY_PRODUCT,
  PRODUCT_FIELDS,
  type ProductFormValues,
  productFormValues,
  productResolver,
} from '../product-form';
import { compressImage, uploadProductImage } from '#client/lib/upload-image';
import { DiscardChangesDialog } from '#client/components/ui/discard-changes-dialog';
import { showServerErrors } from '#client/components/ui/form-errors';
import { PriceHistory } from './price-history';
import { ProductLots } from './product-lots';
import { type PendingFile, ProductImagesField } from './product-images-field';
import { ProductTextureField } from './product-texture-field';
import { DialogButtons } from '#client/components/ui/dialog-buttons';
import { FichaTecnicaFields } from './ficha-tecnica-fields';
import { FormSection } from './form-section';

interface ProductDialogProps {
  /** null: closed; 'new': create mode; a product: edit mode. */
  product: ProductDetail | 'new' | null;
  taxonomy: Taxonomy;
  onClose: () => void;
  /** After a save that closes the dialog: whether it created the product. */
  onSaved: (created: boolean) => void;
}

export function ProductDialog({ product, taxonomy, onClose, onSaved }: ProductDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={product !== null} fullScreen={fullScreen} maxWidth="md" fullWidth>
      {product !== null && (
        <ProductForm
          key={product === 'new' ? 'new' : product.id}
          product={product === 'new' ? null : product}
          taxonomy={taxonomy}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function ProductForm({
  product,
  taxonomy,
  onClose,
  onSaved,
}: {
  product: ProductDetail | null;
  taxonomy: Taxonomy;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const brands = useQuery(adminBrandsQuery);
  // A new product is created first; if an image then fails, a retry edits it instead.
  const [productId, setProductId] = useState<string | null>(product?.id ?? null);
  const [existing, setExisting] = useState<ProductImage[]>(product?.images ?? []);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const nextKey = useRef(0);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError: setFieldError,
    formState: { errors, isDirty },
  } = useForm<ProductFormValues, unknown, ProductInput>({
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT,
    resolver: productResolver(taxonomy),
  });

  const areaId = useWatch({ control, name: 'areaId' });
  const categoryId = useWatch({ control, name: 'categoryId' });
  const area = taxonomy.areas.find((a) => a.id === areaId);
  const flooring = isFlooringArea(area?.name);
  const categories = taxonomy.categories.filter((c) => c.areaId === areaId);
  const subcategories = taxonomy.subcategories.filter((s) => s.categoryId === categoryId);

  const patchPending = (key: number, patch: Partial<PendingFile>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const save = handleSubmit(async (input) => {
    setSaving(true);
    setError(null);
    try {
      let id = productId;
      if (id === null) {
        id = (await createProduct(input)).id;
        setProductId(id);
      } else {
        const updated = await updateProduct(id, {
          ...input,
          imageIds: existing.map((image) => image.id),
        });
        setExisting(updated.images);
      }
      let failed = false;
      for (const item of pending) {
        try {
          patchPending(item.key, { progress: 0, error: null });
          const file = await compressImage(item.file);
          const image = await uploadProductImage(id, file, (progress) =>
            patchPending(item.key, { progress }),
          );
          setExisting((list) => [...list, image]);
          setPending((list) => list.filter((p) => p.key !== item.key));
        } catch (uploadError) {
          failed = true;
          patchPending(item.key, {
            error: uploadError instanceof ApiError ? uploadError.message : M.productSaveError,
          });
        }
      }
      await invalidateCatalog(queryClient);
      if (failed) setError(M.productSaveError);
      else {
        onSaved(product === null);
        onClose();
      }
    } catch (saveError) {
      // A taken código is a 409 with its own message; anything else, the general one.
      setError(
        saveError instanceof ApiError && saveError.status === 409
          ? saveError.message
          : M.productSaveError,
      );
      showServerErrors(saveError, PRODUCT_FIELDS, setFieldError);
    } finally {
      setSaving(false);
    }
  });

  const fieldProps = (name: keyof ProductFormValues) => ({
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    fullWidth: true,
  });
  const numberField = (
    name: keyof typeof PRODUCT_NUMBER_ENTRY,
    label: string,
    required = false,
  ) => (
    <FormNumberField
      control={control}
      name={name}
      label={label}
      required={required}
      entry={PRODUCT_NUMBER_ENTRY[name]}
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: 'contents' }}>
      <DialogTitle>{product ? 'Editar Producto' : 'Nuevo Producto'}</DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TextField
            label="Nombre"
            required
            sx={{ gridColumn: { sm: '1 / -1' } }}
            {...fieldProps('name')}
            {...register('name')}
          />
          <TextField
            label="Código"
            {...fieldProps('code')}
            {...register('code')}
            slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
          />
          <Controller
            control={control}
            name="brand"
            render={({ field }) => (
              <Autocomplete
                freeSolo
                options={brands.data ?? []}
                value={field.value}
                onChange={(_event, value) => field.onChange(value ?? '')}
                inputValue={field.value}
                onInputChange={(_event, value) => field.onChange(value)}
                renderInput={(params) => (
                  <TextField {...params} label="Marca" {...fieldProps('brand')} />
                )}
              />
            )}
          />
          <TextField
            label="Descripción"
            multiline
            minRows={2}
            sx={{ gridColumn: { sm: '1 / -1' } }}
            {...fieldProps('description')}
            {...register('description')}
          />
          {numberField('price', 'Precio', true)}
          {numberField('discountPercentage', 'Descuento (%)')}
          <Controller
            control={control}
            name="areaId"
            render={({ field }) => (
              <TextField
                select
                label="Área"
                required
                {...fieldProps('areaId')}
                {...field}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  setValue('categoryId', '');
                  setValue('subcategoryId', '');
                }}
              >
                {taxonomy.areas.map((a) => (
                  <MenuItem key={a.id} value={a.id}>
                    {a.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <TextField
                select
                label="Categoría"
                required
                disabled={!areaId}
                {...fieldProps('categoryId')}
                {...field}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  setValue('subcategoryId', '');
                }}
              >
                {categories.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="subcategoryId"
            render={({ field }) => (
              <TextField
                select
                label="Subcategoría"
                required
                disabled={!categoryId}
                {...fieldProps('subcategoryId')}
                {...field}
              >
                {subcategories.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="saleUnit"
            render={({ field }) => (
              <TextField select label="Unidad de venta" {...fieldProps('saleUnit')} {...field}>
                {SALE_UNITS.map((unit) => (
                  <MenuItem key={unit} value={unit}>
                    {SALE_UNIT_LABELS[unit].title}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="hasShipping"
            render={({ field }) => (
              <FormControlLabel
                label="Envío disponible"
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
              />
            )}
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <TextField
                select
                label="Estado"
                {...fieldProps('status')}
                {...field}
                helperText={
                  errors.status?.message ??
                  (field.value === 'borrador' ? 'No se muestra en la tienda' : undefined)
                }
              >
                {PRODUCT_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {PRODUCT_STATUS_LABELS[status]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="inStock"
            render={({ field }) => (
              <FormControlLabel
                label={OUT_OF_STOCK_LABEL}
                control={
                  <Checkbox
                    checked={!field.value}
                    onChange={(event) => field.onChange(!event.target.checked)}
                  />
                }
              />
            )}
          />
        </Box>
        {flooring && (
          <FormSection title="Datos técnicos">
            <TextField
              label="Dimensiones"
              placeholder="20x120"
              required
              {...fieldProps('dimensions')}
              {...register('dimensions')}
            />
            {numberField('metersPerBox', 'Metros por caja', true)}
            <Controller
              control={control}
              name="quality"
              render={({ field }) => (
                <TextField select label="Calidad" required {...fieldProps('quality')} {...field}>
                  {QUALITIES.map((q) => (
                    <MenuItem key={q} value={q}>
                      {QUALITY_LABELS[q]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <TextField select label="Acabado" {...fieldProps('type')} {...field}>
                  <MenuItem value="">
                    <em>Sin especificar</em>
                  </MenuItem>
                  {FINISH_TYPES.map((finish) => (
                    <MenuItem key={finish} value={finish}>
                      {finish}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <ProductTextureField productId={productId} />
          </FormSection>
        )}
        {flooring && (
          <FichaTecnicaFields
            control={control}
            errors={errors}
            thickness={numberField('thicknessMm', 'Espesor (mm)')}
          />
        )}
        <Box sx={{ mt: 3 }}>
          <ProductImagesField
            existing={existing}
            pending={pending}
            disabled={saving}
            onExistingChange={setExisting}
            onAddFiles={(files) =>
              setPending((list) => [
                ...list,
                ...files.map((file) => ({
                  key: nextKey.current++,
                  file,
                  progress: null,
                  error: null,
                })),
              ])
            }
            onRemovePending={(key) => setPending((list) => list.filter((p) => p.key !== key))}
          />
        </Box>
        {product && <ProductLots productId={product.id} />}
        {productId && (
          <Box sx={{ mt: 3 }}>
            <PriceHistory productId={productId} />
          </Box>
        )}
      </DialogContent>
      <DialogButtons
        busy={saving}
        onCancel={() => (isDirty || pending.length > 0 ? setConfirmingClose(true) : onClose())}
      />
      <DiscardChangesDialog
        open={confirmingClose}
        onKeepEditing={() => setConfirmingClose(false)}
        onDiscard={onClose}
      />
    </Box>
  );
}
