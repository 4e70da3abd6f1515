import { useState } from 'react';
import { type QueryClient, type UseQueryResult, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DEFAULT_FILTERS,
  filtersToApiQuery,
  parseFilters,
  resolveTaxonomy,
  taxonomyTitle,
  withChange,
  withPage,
  withSearch,
} from '../../shared/catalog-filters';
import type { ProductListResponse } from '../../shared/catalog-query';
import { formatNumber } from '../../shared/format';
import { PageHeading } from '../components/page-heading';
import { useDocumentTitle } from '../components/use-document-title';
import { productListQuery, taxonomyQuery } from '../features/catalog/api';
import { FilterChips } from '../features/catalog/filter-chips';
import { FilterPanel } from '../features/catalog/filter-panel';
import { ProductGrid } from '../features/catalog/product-grid';
import { SearchBox } from '../features/catalog/search-box';
import { SortSelect } from '../features/catalog/sort-select';
import { useCatalogFilters } from '../features/catalog/use-catalog-filters';
import type { PageContext, PageHandle, PageLoader } from '../page';
import { CARD_IMAGE_SIZES } from '../../shared/page-images';

const EMPTY_TAXONOMY = { areas: [], categories: [], subcategories: [] };

export const LIST_DESCRIPTION =
  'Porcelanatos, cerámicos y revestimientos para pisos y paredes: filtrá por área, marca, calidad y acabado, y calculá las cajas que necesitás.';

/** The filters in a list URL, the taxonomy they name and the page of products they ask for. */
function listFor(queryClient: QueryClient, url: URL) {
  const taxonomy = queryClient.getQueryData(taxonomyQuery.queryKey) ?? EMPTY_TAXONOMY;
  const filters = parseFilters(url.searchParams);
  const resolved = resolveTaxonomy(taxonomy, filters);
  return { filters, resolved, query: productListQuery(filtersToApiQuery(filters, resolved)) };
}

/** Primes the taxonomy (to match names in the URL) and starts loading the page of products. */
export const loader: PageLoader = async ({ request, queryClient }) => {
  await queryClient.ensureQueryData(taxonomyQuery).catch(() => EMPTY_TAXONOMY);
  void queryClient.prefetchQuery(listFor(queryClient, new URL(request.url)).query);
  return null;
};

/** Only the taxonomy part of a list URL is canonical (filters and pages are not indexed apart). */
function canonicalQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['area', 'categoria', 'subcategoria']) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

const listHead = ({ queryClient, url, shop, publicUrl }: PageContext) => {
  const { filters, resolved } = listFor(queryClient, url);
  const title = filters.area ? taxonomyTitle(resolved) : null;
  return {
    title: `${title ?? 'Productos'} | ${shop.name}`,
    description: LIST_DESCRIPTION,
    url: `${publicUrl}/productos${canonicalQuery(url.searchParams)}`,
  };
};

export const handle: PageHandle = {
  serverRendered: true,
  head: listHead,
  image: ({ queryClient, url }) => {
    const list = queryClient.getQueryData(listFor(queryClient, url).query.queryKey);
    const cover = list?.items[0]?.images[0];
    return cover && { href: cover.src, srcSet: cover.srcSet, sizes: CARD_IMAGE_SIZES };
  },
};

export function Component() {
  const { applied, draft, update, cancel, pending } = useCatalogFilters();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Phones get the panel in the 'Filtros' drawer only: the hidden side panel stays empty. The
  // side panel's frame is always there (hidden on phones by CSS), so on a wide screen the list
  // does not move when the panel is filled in after a server-rendered page is taken over.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const taxonomyResult = useQuery(taxonomyQuery);
  const taxonomy = taxonomyResult.data ?? (taxonomyResult.isError ? EMPTY_TAXONOMY : undefined);
  const appliedTaxonomy = resolveTaxonomy(taxonomy ?? EMPTY_TAXONOMY, applied);
  const draftTaxonomy = resolveTaxonomy(taxonomy ?? EMPTY_TAXONOMY, draft);
  const list = useQuery({
    ...productListQuery(filtersToApiQuery(applied, appliedTaxonomy)),
    enabled: taxonomy !== undefined,
  });
  useDocumentTitle(taxonomyTitle(appliedTaxonomy) ?? 'Productos');

  const firstLoad = list.isPending;
  const filtering = !firstLoad && (list.isPlaceholderData || list.isFetching || pending);
  const clear = () => update(DEFAULT_FILTERS, 0);
  const goToPage = (page: number) => {
    update(withPage(draft, page), 0);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const panel = (
    <FilterPanel
      filters={draft}
      resolved={draftTaxonomy}
      taxonomy={taxonomy}
      brands={list.data?.facets.brands ?? []}
      formats={list.data?.facets.formats ?? []}
      disabled={filtering && !pending}
      onChange={update}
      onClear={clear}
    />
  );

  return (
    <>
      <PageHeading>Productos</PageHeading>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Box sx={{ display: 'flex', flex: 1, flexBasis: { xs: '100%', sm: 0 } }}>
          <SearchBox
            value={draft.search}
            onChange={(search) => update(withSearch(draft, search))}
            onLeave={cancel}
          />
        </Box>
        <SortSelect
          sortBy={draft.sortBy}
          sortOrder={draft.sortOrder}
          searching={draft.search.trim() !== ''}
          disabled={false}
          onChange={(sortBy, sortOrder) => update(withChange(draft, { sortBy, sortOrder }))}
        />
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { xs: 'inline-flex', md: 'none' }, bgcolor: 'background.paper' }}
        >
          Filtros
        </Button>
      </Box>
      <FilterChips filters={draft} resolved={draftTaxonomy} onChange={update} />
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        <Paper
          component="aside"
          aria-label="Filtros"
          variant="outlined"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: 280,
            flexShrink: 0,
            p: 2,
            position: 'sticky',
            top: 88,
            maxHeight: 'calc(100vh - 104px)',
            overflowY: 'auto',
          }}
        >
          {wide && panel}
        </Paper>
        <Box component="section" aria-label="Resultados" sx={{ flex: 1, minWidth: 0 }}>
          <Results
            list={list}
            firstLoad={firstLoad}
            filtering={filtering}
            onClear={clear}
            onPage={goToPage}
          />
        </Box>
      </Box>
      <Drawer
        anchor="right"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        // The drawer's own paper is the dialog: a second one inside it would nest two.
        slotProps={{ paper: { 'aria-label': 'Filtros' } }}
      >
        <Box
          sx={{
            width: 300,
            maxWidth: '85vw',
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
          }}
        >
          <Typography variant="h6" component="h2">
            Filtros
          </Typography>
          {panel}
          <Button variant="contained" onClick={() => setDrawerOpen(false)}>
            Ver productos
          </Button>
        </Box>
      </Drawer>
    </>
  );
}

interface ResultsProps {
  list: UseQueryResult<ProductListResponse>;
  firstLoad: boolean;
  filtering: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
}

function Results({ list, firstLoad, filtering, onClear, onPage }: ResultsProps) {
  if (firstLoad && !list.isError) return <Loading text="Cargando productos..." />;
  if (list.isError || !list.data)
    return (
      <Alert severity="error">Error al cargar los productos. Por favor, intenta nuevamente.</Alert>
    );
  const { items, total, totalCapped, page, pageCount } = list.data;
  return (
    <Box aria-busy={filtering}>
      {filtering && <Loading text="Aplicando filtros..." inline />}
      {items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography sx={{ mb: 2 }}>
            No se encontraron productos que coincidan con los filtros seleccionados
          </Typography>
          <Button variant="contained" onClick={onClear}>
            Limpiar filtros
          </Button>
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Mostrando {items.length} de {totalCapped ? 'más de ' : ''}
            {formatNumber(total)} productos
          </Typography>
          <Box sx={{ opacity: filtering ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <ProductGrid products={items} />
          </Box>
          {pageCount > 1 && (
            <Pagination
              count={pageCount}
              page={page}
              onChange={(_e, value) => onPage(value)}
              showFirstButton
              showLastButton
              color="primary"
              siblingCount={1}
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </>
      )}
    </Box>
  );
}

function Loading({ text, inline = false }: { text: string; inline?: boolean }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: inline ? 'flex-start' : 'center',
        gap: 1.5,
        py: inline ? 0 : 8,
        mb: inline ? 1 : 0,
      }}
    >
      <CircularProgress size={inline ? 18 : 32} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
