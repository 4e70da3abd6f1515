import { Suspense, lazy, useState } from 'react';
import { type Params, redirect } from 'react-router';
import { type QueryClient, type UseQueryResult, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DEFAULT_FILTERS,
  type ResolvedTaxonomy,
  filtersToApiQuery,
  hasFilters,
  resolveTaxonomy,
  taxonomyTitle,
  withChange,
  withPage,
  withSearch,
} from '#shared/catalog-filters';
import { categoryPath, locateFilters, taxonomySlugs, taxonomyTrail } from '#shared/category-paths';
import { capitalizeWords } from '#shared/format';
import { PAGE_NOT_FOUND } from '#shared/messages';
import { type PageHead, summarize } from '#shared/page-head';
import { NotFound } from '../components/not-found';
import { Notice } from '../components/plain/notice';
import { Pager } from '../components/plain/pager';
import { OnDemandDrawer } from '../components/on-demand';
import { CatalogBreadcrumbs } from '../features/catalog/catalog-breadcrumbs';
import { breadcrumbJsonLd } from '../features/catalog/catalog-json-ld';
import type { ProductListResponse } from '#shared/catalog-query';
import type { ProductDetail, Taxonomy } from '#shared/catalog';
import { formatNumber } from '#shared/format';
import { PageHeading } from '../components/page-heading';
import { categoryRedirect, productListQuery, taxonomyQuery } from '../api/catalog';
import { FilterChips } from '../features/catalog/filter-chips';
import { LIST_DESCRIPTION } from '../features/catalog/list-description';
import { ProductGrid } from '../features/catalog/product-grid';
import { VisualizerButton } from '../features/visualizer/visualizer-button';
import { SearchBox } from '../features/catalog/search-box';
import { SearchHelp } from '../features/catalog/search-help';
import { NoResults } from '../features/catalog/no-results';
import { SortSelect } from '../features/catalog/sort-select';
import { useCatalogFilters } from '../features/catalog/use-catalog-filters';
import type { PageContext, PageHandle, PageLoader } from '../page';
import { CARD_IMAGE_SIZES } from '#shared/page-images';

const EMPTY_TAXONOMY = { areas: [], categories: [], subcategories: [] };

// Drawn only on wide screens once the page is the app's (the server cannot tell the width), or
// in the 'Filtros' drawer on a phone: its code is not part of the page's first load.
const FilterPanel = lazy(() =>
  import('../features/catalog/filter-panel').then((module) => ({ default: module.FilterPanel })),
);

/** The filters a list URL names (its category path and query), and the page of products they ask for. */
function listFor(queryClient: QueryClient, url: URL, params: Params) {
  const taxonomy = queryClient.getQueryData(taxonomyQuery.queryKey) ?? EMPTY_TAXONOMY;
  const slugs = taxonomySlugs(taxonomy);
  const located = locateFilters(taxonomy, slugs, params['*'] ?? '', url.searchParams);
  const query = productListQuery(filtersToApiQuery(located.filters, located.resolved));
  return { ...located, slugs, query };
}

/**
 * Primes the taxonomy (to match names and slugs in the URL) and starts loading the products. A
 * category path that names nothing may be an old address (renamed, moved or deleted since): it
 * goes on to that page today, filters kept — on the server, the HTTP answer is that 301.
 */
export const loader: PageLoader = async ({ request, params, queryClient }) => {
  await queryClient.ensureQueryData(taxonomyQuery).catch(() => EMPTY_TAXONOMY);
  const url = new URL(request.url);
  const list = listFor(queryClient, url, params);
  if (!list.notFound) {
    void queryClient.prefetchQuery(list.query);
    return null;
  }
  const moved = await categoryRedirect(url.pathname, request.signal);
  if (moved) throw redirect(`${moved}${url.search}`, 301);
  return null;
};

/** The most specific of an área, categoría or subcategoría the list is narrowed to. */
const deepest = ({ area, category, subcategory }: ResolvedTaxonomy) =>
  subcategory ?? category ?? area;

/**
 * A list's head: a category page (or the same list by its query parameters) is titled, described
 * and made canonical as that category; other filters and pages are not indexed apart.
 */
function listHead({ queryClient, url, params, shop, publicUrl }: PageContext): PageHead {
  const { resolved, slugs, notFound } = listFor(queryClient, url, params);
  if (notFound)
    return {
      title: `${PAGE_NOT_FOUND} | ${shop.name}`,
      description: PAGE_NOT_FOUND,
      url: `${publicUrl}${url.pathname}`,
      noindex: true,
      status: 404,
    };
  const title = taxonomyTitle(resolved);
  const canonical = `${publicUrl}${categoryPath(slugs, resolved)}`;
  if (!title)
    return { title: `Productos | ${shop.name}`, description: LIST_DESCRIPTION, url: canonical };
  const own = deepest(resolved)?.description?.trim();
  return {
    title: `${title} | ${shop.name}`,
    description: summarize(
      own ||
        `${title} en ${shop.name}: precios por m² y por caja, filtros por marca, formato y acabado, y la calculadora de cajas.`,
    ),
    url: canonical,
    jsonLd: breadcrumbJsonLd(categoryTrail(slugs, resolved), publicUrl),
  };
}

const categoryTrail = (slugs: ReadonlyMap<string, string>, resolved: ResolvedTaxonomy) =>
  taxonomyTrail(slugs, [resolved.area, resolved.category, resolved.subcategory]);

export const handle: PageHandle = {
  serverRendered: true,
  head: listHead,
  image: ({ queryClient, url, params }) => {
    const list = queryClient.getQueryData(listFor(queryClient, url, params).query.queryKey);
    const cover = list?.items[0]?.images[0];
    return cover && { href: cover.src, srcSet: cover.srcSet, sizes: CARD_IMAGE_SIZES };
  },
};

export function Component() {
  const taxonomyResult = useQuery(taxonomyQuery);
  const taxonomy = taxonomyResult.data ?? (taxonomyResult.isError ? EMPTY_TAXONOMY : undefined);
  const { applied, draft, update, cancel, pending, located } = useCatalogFilters(
    taxonomy ?? EMPTY_TAXONOMY,
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Phones get the panel in the 'Filtros' drawer only: the hidden side panel stays empty. The
  // side panel's frame is always there (hidden on phones by CSS), so on a wide screen the list
  // does not move when the panel is filled in after a server-rendered page is taken over.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const appliedTaxonomy = located.resolved;
  const draftTaxonomy = resolveTaxonomy(taxonomy ?? EMPTY_TAXONOMY, draft);
  const list = useQuery({
    ...productListQuery(filtersToApiQuery(applied, appliedTaxonomy)),
    enabled: taxonomy !== undefined && !located.notFound,
  });
  const slugs = taxonomySlugs(taxonomy ?? EMPTY_TAXONOMY);

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

  if (located.notFound) return <NotFound />;
  const heading = deepest(appliedTaxonomy);
  return (
    <>
      {heading && <CatalogBreadcrumbs trail={categoryTrail(slugs, appliedTaxonomy)} />}
      <PageHeading>{heading ? capitalizeWords(heading.name) : 'Productos'}</PageHeading>
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
      <FilterChips
        filters={draft}
        resolved={draftTaxonomy}
        understood={list.data?.understood ?? []}
        onChange={update}
      />
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
          {wide && <Suspense fallback={null}>{panel}</Suspense>}
        </Paper>
        {/* Back from a product, ScrollRestoration puts the list where it was and focus goes to
            the card opened (navigation-focus.tsx). Chrome's scroll anchoring would then take that
            focused link as its anchor and move the page again as the list settles (200px at
            1366×768): the list opts out, the restored position stands. */}
        <Box
          component="section"
          aria-label="Resultados"
          sx={{ flex: 1, minWidth: 0, overflowAnchor: 'none' }}
        >
          <Results
            list={list}
            firstLoad={firstLoad}
            filtering={filtering}
            onClear={clear}
            filtered={hasFilters(applied)}
            taxonomy={taxonomy ?? EMPTY_TAXONOMY}
            onPage={goToPage}
            search={applied.search}
            onSearch={(search) => update(withSearch(draft, search), 0)}
          />
        </Box>
      </Box>
      <OnDemandDrawer
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
      </OnDemandDrawer>
    </>
  );
}

interface ResultsProps {
  list: UseQueryResult<ProductListResponse>;
  firstLoad: boolean;
  filtering: boolean;
  onClear: () => void;
  filtered: boolean;
  taxonomy: Taxonomy;
  onPage: (page: number) => void;
  search: string;
  onSearch: (search: string) => void;
}

function Results(props: ResultsProps) {
  const { list, firstLoad, filtering, onClear, onPage, search, onSearch } = props;
  if (firstLoad && !list.isError) return <Loading text="Cargando productos..." />;
  if (list.isError || !list.data)
    return (
      <Notice severity="error">
        Error al cargar los productos. Por favor, intenta nuevamente.
      </Notice>
    );
  const { items, total, totalCapped, page, pageCount, searchHelp } = list.data;
  return (
    <Box aria-busy={filtering}>
      {filtering && <Loading text="Aplicando filtros..." inline />}
      {searchHelp && search.trim() && (
        <SearchHelp search={search.trim()} help={searchHelp} onSearch={onSearch} />
      )}
      {items.length === 0 ? (
        <NoResults
          search={search.trim()}
          taxonomy={props.taxonomy}
          filtered={props.filtered}
          onClear={onClear}
        />
      ) : (
        <>
          {searchHelp?.nearest && (
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Quizás buscabas
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Mostrando {items.length} de {totalCapped ? 'más de ' : ''}
            {formatNumber(total)} productos
          </Typography>
          <Box sx={{ opacity: filtering ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <ProductGrid products={items} cardAction={visualizerAction} />
          </Box>
          {pageCount > 1 && <Pager count={pageCount} page={page} onPage={onPage} />}
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

/** "Ver en mi ambiente" as each tile card's secondary action. */
function visualizerAction(product: ProductDetail) {
  return <VisualizerButton product={product} compact />;
}
