import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ADMIN_CATALOG_MESSAGES as M } from '#shared/admin-catalog';
import type { PriceBatchInput, PricePreview } from '#shared/price-batches';
import { ApiError } from '#client/api-client';
import { PageHeading } from '#client/components/page-heading';
import { adminBrandsQuery } from '#client/features/admin-products/api';
import { previewPriceBatch, useApplyPriceBatch } from '#client/features/admin-prices/api';
import { PriceBatchesList } from '#client/features/admin-prices/components/price-batches-list';
import { PricePreviewTable } from '#client/features/admin-prices/components/price-preview-table';
import { PriceRuleFields } from '#client/features/admin-prices/components/price-rule-fields';
import { PriceSelectionFields } from '#client/features/admin-prices/components/price-selection-fields';
import {
  EMPTY_PRICE_FORM,
  type PriceFormValues,
  priceBatchInput,
} from '#client/features/admin-prices/price-form';
import { adminTaxonomyQuery } from '#client/features/admin-taxonomy/api';
import { AdminToast, type Toast } from '#client/components/ui/admin-toast';
import { PageLoading } from '#client/components/ui/page-states';
import { type PageHandle, titledHead } from '#client/page';

/** What the product list hands over when rows are ticked there. */
export interface TickedProducts {
  productIds: string[];
}

function tickedFrom(state: unknown): string[] {
  const ids = (state as Partial<TickedProducts> | null)?.productIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

const section = { p: { xs: 2, sm: 3 }, mb: 3 } as const;

export const handle: PageHandle = {
  head: titledHead('Cambio masivo de precios', { noindex: true }),
};

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const [ticked, setTicked] = useState(() => tickedFrom(location.state));
  const taxonomy = useQuery(adminTaxonomyQuery);
  const brands = useQuery(adminBrandsQuery);
  const apply = useApplyPriceBatch();
  const [values, setValues] = useState<PriceFormValues>(EMPTY_PRICE_FORM);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  // The preview and the request it answers: applying sends exactly that request.
  const [preview, setPreview] = useState<{ input: PriceBatchInput; result: PricePreview } | null>(
    null,
  );
  const [toast, setToast] = useState<Toast | null>(null);

  const change = (patch: Partial<PriceFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setPreview(null);
    setError(null);
    if ('amount' in patch || 'kind' in patch) setAmountError(null);
  };

  const showPreview = async () => {
    const parsed = priceBatchInput(values, ticked);
    if (!parsed.ok) {
      setAmountError(parsed.message);
      return;
    }
    setPreviewing(true);
    setError(null);
    try {
      setPreview({ input: parsed.input, result: await previewPriceBatch(parsed.input) });
    } catch (previewError) {
      setPreview(null);
      setError(previewError instanceof ApiError ? previewError.message : M.loadError);
    } finally {
      setPreviewing(false);
    }
  };

  const applyPreview = () => {
    if (!preview) return;
    apply.mutate(preview.input, {
      onSuccess: (batch) => {
        setPreview(null);
        setToast({
          severity: 'success',
          message:
            batch.products === 1
              ? 'Se actualizó el precio de 1 producto'
              : `Se actualizaron los precios de ${batch.products} productos`,
        });
      },
      onError: (applyError) => {
        setError(applyError instanceof ApiError ? applyError.message : M.productSaveError);
      },
    });
  };

  if (taxonomy.isPending) return <PageLoading label="Cargando" />;
  if (taxonomy.isError) return <Alert severity="error">{M.loadError}</Alert>;

  return (
    <>
      <PageHeading>Cambio masivo de precios</PageHeading>
      <Paper component="section" aria-labelledby="precios-productos" sx={section}>
        <Typography id="precios-productos" variant="h6" component="h2" sx={{ mb: 2 }}>
          Productos
        </Typography>
        {ticked.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography>
              {ticked.length === 1
                ? '1 producto marcado en la lista'
                : `${ticked.length} productos marcados en la lista`}
            </Typography>
            <Button
              onClick={() => {
                setTicked([]);
                setPreview(null);
                void navigate(location.pathname, { replace: true, state: null });
              }}
            >
              Elegir por filtros
            </Button>
          </Box>
        ) : (
          <PriceSelectionFields
            values={values}
            taxonomy={taxonomy.data}
            brands={brands.data ?? []}
            onChange={change}
          />
        )}
      </Paper>
      <Paper component="section" aria-labelledby="precios-cambio" sx={section}>
        <Typography id="precios-cambio" variant="h6" component="h2" sx={{ mb: 2 }}>
          Cambio
        </Typography>
        <PriceRuleFields values={values} amountError={amountError} onChange={change} />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void showPreview()}
            disabled={previewing}
            startIcon={previewing ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Ver vista previa
          </Button>
          {preview && (
            <Button
              variant="contained"
              onClick={applyPreview}
              disabled={apply.isPending}
              startIcon={
                apply.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
              }
            >
              {preview.result.count === 1
                ? 'Aplicar a 1 producto'
                : `Aplicar a ${preview.result.count} productos`}
            </Button>
          )}
        </Box>
        {preview && (
          <Box sx={{ mt: 2 }}>
            <PricePreviewTable preview={preview.result} />
          </Box>
        )}
      </Paper>
      <Paper component="section" aria-labelledby="precios-historial" sx={section}>
        <Typography id="precios-historial" variant="h6" component="h2" sx={{ mb: 1 }}>
          Cambios recientes
        </Typography>
        <PriceBatchesList
          onUndone={(count) =>
            setToast({
              severity: 'success',
              message:
                count === 1
                  ? 'Se restauró el precio de 1 producto'
                  : `Se restauraron los precios de ${count} productos`,
            })
          }
        />
      </Paper>
      <AdminToast toast={toast} onClose={() => setToast(null)} />
    </>
  );
}
