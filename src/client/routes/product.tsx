import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ApiError } from '../api-client';
import { productQuery, taxonomyQuery } from '../api/catalog';
import { ProductDetails } from '../features/catalog/product-details';
import { productHead } from '../features/catalog/product-head';
import { VisualizerButton } from '../features/visualizer/visualizer-button';
import type { PageHandle, PageLoader } from '../page';
import { LIST_DESCRIPTION } from '../features/catalog/list-description';
import { PRODUCT_NOT_FOUND } from '#shared/messages';
import { GALLERY_IMAGE_SIZES } from '#shared/page-images';
import { PAGE_PATHS as P } from '#shared/page-paths';
import { Notice } from '../components/plain/notice';

/** Starts loading the product while the page's code loads; the page shows the states. */
export const loader: PageLoader = ({ params, queryClient }) => {
  if (params.id) void queryClient.prefetchQuery(productQuery(params.id));
  // The breadcrumbs' category pages are named by slugs unique within the taxonomy.
  void queryClient.prefetchQuery(taxonomyQuery);
  return null;
};

export const handle: PageHandle = {
  serverRendered: true,
  head: ({ queryClient, params, shop, publicUrl }) => {
    const id = params.id ?? '';
    const url = `${publicUrl}/producto/${encodeURIComponent(id)}`;
    const product = queryClient.getQueryData(productQuery(id).queryKey);
    const taxonomy = queryClient.getQueryData(taxonomyQuery.queryKey);
    if (product) return productHead(product, url, shop.name, publicUrl, taxonomy);
    // Unknown (or failing): kept out of search engines.
    return {
      title: `${PRODUCT_NOT_FOUND} | ${shop.name}`,
      description: LIST_DESCRIPTION,
      url,
      noindex: true,
      status: 404,
    };
  },
  image: ({ queryClient, params }) => {
    const cover = queryClient.getQueryData(productQuery(params.id ?? '').queryKey)?.images[0];
    return cover && { href: cover.src, srcSet: cover.srcSet, sizes: GALLERY_IMAGE_SIZES };
  },
};

export function Component() {
  const { id = '' } = useParams();
  const { data: product, error, isPending } = useQuery(productQuery(id));
  const notFound = error instanceof ApiError && error.status === 404;

  if (product)
    return (
      <ProductDetails
        key={product.id}
        product={product}
        actions={<VisualizerButton product={product} />}
      />
    );
  if (isPending)
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 10 }}
      >
        <CircularProgress size={32} />
        <Typography color="text.secondary">Cargando producto...</Typography>
      </Box>
    );
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      {notFound ? (
        <Typography variant="h4" component="h1" gutterBottom>
          {PRODUCT_NOT_FOUND}
        </Typography>
      ) : (
        <Notice severity="error" sx={{ mb: 3, justifyContent: 'center' }}>
          Error al cargar el producto. Por favor, intenta nuevamente.
        </Notice>
      )}
      <Button component={RouterLink} to={P.products} variant="contained">
        Ver Productos
      </Button>
    </Box>
  );
}
