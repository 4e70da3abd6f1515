import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import SearchIcon from '@mui/icons-material/Search';
import { ADMIN_CATALOG_MESSAGES as M, ADMIN_PRODUCTS_PAGE_SIZE } from '#shared/admin-catalog';
import type { ProductDetail } from '#shared/catalog';
import { endpointHref } from '#shared/endpoint';
import { productSheetEndpoints } from '#shared/product-sheet';
import { PageHeader } from '#client/components/page-heading';
import { adminProductsQuery } from '#client/api/admin-products';
import { useDeleteProduct, useDuplicateProduct } from '#client/features/admin-products/api';
import { AdminToast, type Toast } from '#client/components/ui/admin-toast';
import { ImportDialog } from '#client/features/admin-products/components/import-dialog';
import { ProductDialog } from '#client/features/admin-products/components/product-dialog';
import { ProductsTable } from '#client/features/admin-products/components/products-table';
import { adminTaxonomyQuery } from '#client/features/admin-taxonomy/api';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import { useConfirmedDelete } from '#client/hooks/use-confirmed-delete';
import { type PageHandle, titledHead } from '#client/page';
import { ADMIN_PAGE_PATHS as P } from '#shared/admin-page-paths';

const PAGER_LABELS = {
  first: 'Primera página',
  last: 'Última página',
  next: 'Página siguiente',
  previous: 'Página anterior',
} as const;

export const handle: PageHandle = { head: titledHead('Gestión de Productos', { noindex: true }) };

export function Component() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const [page, setPage] = useState(0);
  const products = useQuery(adminProductsQuery(q, page + 1));
  const taxonomy = useQuery(adminTaxonomyQuery);
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<ProductDetail | 'new' | null>(null);
  const duplicate = useDuplicateProduct();
  const navigate = useNavigate();
  // Ticked rows, kept across pages and searches, for a bulk price change.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [toast, setToast] = useState<Toast | null>(null);
  const [exportMenu, setExportMenu] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState(false);
  /** The list's search as a file (the whole result, not the page). */
  const exportHref = (format: 'csv' | 'xlsx') =>
    endpointHref(productSheetEndpoints.export, { query: { q, format } });
  const toggle = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const deletion = useConfirmedDelete<ProductDetail>(remove, {
    deleted: (product) => {
      if (items.length === 1 && page > 0) setPage(page - 1);
      toggle([product.id], false);
      setToast({ severity: 'success', message: `Se eliminó "${product.name}"` });
    },
  });
  const deleting = deletion.target;

  const loading = products.isPending || taxonomy.isPending;
  const loadError = products.isError || taxonomy.isError;
  const items = products.data?.items ?? [];

  return (
    <>
      <PageHeader title="Gestión de Productos">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<PriceChangeIcon />}
            onClick={() =>
              void navigate(P.adminPrices, {
                state: selected.size > 0 ? { productIds: [...selected] } : null,
              })
            }
          >
            {selected.size > 0 ? `Cambiar precios (${selected.size})` : 'Cambiar precios'}
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            aria-haspopup="menu"
            aria-expanded={exportMenu ? 'true' : undefined}
            aria-controls={exportMenu ? 'export-menu' : undefined}
            onClick={(event) => setExportMenu(event.currentTarget)}
          >
            Exportar
          </Button>
          <Menu
            id="export-menu"
            anchorEl={exportMenu}
            open={exportMenu !== null}
            onClose={() => setExportMenu(null)}
          >
            <MenuItem
              component="a"
              href={exportHref('xlsx')}
              download
              onClick={() => setExportMenu(null)}
            >
              Planilla Excel (XLSX)
            </MenuItem>
            <MenuItem
              component="a"
              href={exportHref('csv')}
              download
              onClick={() => setExportMenu(null)}
            >
              Texto separado (CSV)
            </MenuItem>
          </Menu>
          <Button
            variant="outlined"
            startIcon={<FileUploadIcon />}
            onClick={() => setImporting(true)}
          >
            Importar
          </Button>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!taxonomy.data}
            onClick={() => setEditing('new')}
          >
            Nuevo Producto
          </Button>
        </Box>
      </PageHeader>
      <TextField
        type="search"
        fullWidth
        placeholder="Buscar por nombre, marca, categoría, dimensiones..."
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        slotProps={{
          htmlInput: { 'aria-label': 'Buscar productos' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2 }}
      />
      <PageErrors messages={[loadError && M.loadError, remove.isError && M.productDeleteError]} />
      {loading ? (
        <PageLoading label="Cargando productos" />
      ) : (
        !loadError && (
          <Paper>
            {products.isFetching && <LinearProgress aria-label="Actualizando" />}
            <ProductsTable
              products={items}
              selected={selected}
              onToggle={(product) => toggle([product.id], !selected.has(product.id))}
              onToggleAll={(on) =>
                toggle(
                  items.map((p) => p.id),
                  on,
                )
              }
              onEdit={setEditing}
              onDuplicate={(product) =>
                duplicate.mutate(product.id, {
                  onSuccess: (copy) => {
                    setToast({
                      severity: 'success',
                      message: `Se creó "${copy.name}" como borrador`,
                    });
                    setEditing(copy);
                  },
                  onError: () =>
                    setToast({
                      severity: 'error',
                      message: 'Error al duplicar el producto. Por favor, intentá nuevamente.',
                    }),
                })
              }
              onDelete={deletion.ask}
            />
            {items.length === 0 && (
              <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
                {q
                  ? 'No se encontraron productos para esa búsqueda.'
                  : 'No hay productos cargados.'}
              </Typography>
            )}
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'flex-end',
                columnGap: 2,
                pl: 2,
              }}
            >
              {/* MUI hides the rows-per-page label with a single option; the shop shows it. */}
              <Typography variant="body2">
                Productos por página: {ADMIN_PRODUCTS_PAGE_SIZE}
              </Typography>
              <TablePagination
                component="div"
                count={products.data?.total ?? 0}
                page={page}
                onPageChange={(_event, next) => setPage(next)}
                rowsPerPage={ADMIN_PRODUCTS_PAGE_SIZE}
                rowsPerPageOptions={[ADMIN_PRODUCTS_PAGE_SIZE]}
                labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
                getItemAriaLabel={(type) => PAGER_LABELS[type]}
              />
            </Box>
          </Paper>
        )
      )}
      {taxonomy.data && (
        <ProductDialog
          product={editing}
          taxonomy={taxonomy.data}
          onClose={() => setEditing(null)}
          onSaved={(created) =>
            setToast({
              severity: 'success',
              message: created ? 'Producto creado' : 'Producto guardado',
            })
          }
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title={deleting ? `Eliminar "${deleting.name}"` : 'Eliminar producto'}
        message={M.productDeleteConfirm}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(report) => {
          setImporting(false);
          setToast({
            severity: 'success',
            message: `Importación lista: ${report.created} creados, ${report.updated} actualizados`,
          });
        }}
      />
      <AdminToast toast={toast} onClose={() => setToast(null)} />
    </>
  );
}
