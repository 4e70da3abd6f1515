import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { UNCLASSIFIED_LABEL } from '#shared/admin-catalog';
import { OUT_OF_STOCK_LABEL, PRODUCT_STATUS_LABELS } from '#shared/availability';
import type { ProductDetail } from '#shared/catalog';
import { QuickPriceCell } from './quick-price-cell';

interface ProductsTableProps {
  products: ProductDetail[];
  selected: ReadonlySet<string>;
  onToggle: (product: ProductDetail) => void;
  onToggleAll: (checked: boolean) => void;
  onEdit: (product: ProductDetail) => void;
  onDuplicate: (product: ProductDetail) => void;
  onDelete: (product: ProductDetail) => void;
}

/** Columns a phone does without: name, price and actions stay, with no sideways scrolling. */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
const cell = { px: { xs: 0.5, sm: 2 } } as const;

export function ProductsTable({
  products,
  selected,
  onToggle,
  onToggleAll,
  onEdit,
  onDuplicate,
  onDelete,
}: ProductsTableProps) {
  const ticked = products.filter((p) => selected.has(p.id)).length;
  return (
    <TableContainer>
      <Table aria-label="Productos">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={products.length > 0 && ticked === products.length}
                indeterminate={ticked > 0 && ticked < products.length}
                onChange={(event) => onToggleAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Marcar todos los de esta página' } }}
              />
            </TableCell>
            <TableCell sx={wide}>Imagen</TableCell>
            <TableCell sx={cell}>Nombre</TableCell>
            <TableCell sx={wide}>Categoría</TableCell>
            <TableCell sx={wide}>Marca</TableCell>
            <TableCell sx={wide}>Dimensiones</TableCell>
            <TableCell align="right" sx={cell}>
              Precio
            </TableCell>
            <TableCell align="right" sx={cell}>
              Acciones
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => {
            const cover = product.images[0];
            return (
              <TableRow key={product.id} hover selected={selected.has(product.id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(product.id)}
                    onChange={() => onToggle(product)}
                    slotProps={{ input: { 'aria-label': `Marcar ${product.name}` } }}
                  />
                </TableCell>
                <TableCell sx={{ ...wide, width: 72 }}>
                  {cover ? (
                    <Box
                      component="img"
                      src={cover.src}
                      srcSet={cover.srcSet}
                      sizes="56px"
                      alt={product.name}
                      loading="lazy"
                      sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
                    />
                  ) : (
                    <Box
                      sx={{
                        width: 56,
                        height: 56,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'action.hover',
                        borderRadius: 1,
                      }}
                    >
                      <ImageNotSupportedIcon color="disabled" aria-label="Sin imagen" />
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={{ ...cell, overflowWrap: 'break-word', hyphens: 'auto' }}>
                  {product.name}
                  {product.code && (
                    <Typography variant="body2" color="text.secondary">
                      Código: {product.code}
                    </Typography>
                  )}
                  {(product.status === 'borrador' || !product.inStock) && (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      {product.status === 'borrador' && (
                        <Chip size="small" color="warning" label={PRODUCT_STATUS_LABELS.borrador} />
                      )}
                      {!product.inStock && <Chip size="small" label={OUT_OF_STOCK_LABEL} />}
                    </Box>
                  )}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: { md: 'none' } }}
                  >
                    {[product.brand, product.dimensions].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell sx={wide}>
                  {product.categoryName ?? (
                    <Typography component="span" variant="body2" color="warning.dark">
                      {UNCLASSIFIED_LABEL}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={wide}>{product.brand}</TableCell>
                <TableCell sx={wide}>{product.dimensions}</TableCell>
                <TableCell align="right" sx={cell}>
                  <QuickPriceCell product={product} />
                </TableCell>
                <TableCell align="right" sx={cell}>
                  <Box
                    sx={{
                      display: 'flex',
                      justifyContent: 'flex-end',
                      flexWrap: { xs: 'wrap', sm: 'nowrap' },
                    }}
                  >
                    <IconButton
                      aria-label={`Editar ${product.name}`}
                      onClick={() => onEdit(product)}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Duplicar ${product.name}`}
                      onClick={() => onDuplicate(product)}
                    >
                      <ContentCopyIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Eliminar ${product.name}`}
                      color="error"
                      onClick={() => onDelete(product)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
