import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { UNCLASSIFIED_LABEL } from '../../../../shared/admin-catalog';
import type { ProductDetail } from '../../../../shared/catalog';
import { formatMoney } from '../../../../shared/format';

interface ProductsTableProps {
  products: ProductDetail[];
  onEdit: (product: ProductDetail) => void;
  onDelete: (product: ProductDetail) => void;
}

export function ProductsTable({ products, onEdit, onDelete }: ProductsTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Productos" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>Imagen</TableCell>
            <TableCell>Nombre</TableCell>
            <TableCell>Categoría</TableCell>
            <TableCell>Marca</TableCell>
            <TableCell>Dimensiones</TableCell>
            <TableCell align="right">Precio</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => {
            const cover = product.images[0];
            return (
              <TableRow key={product.id} hover>
                <TableCell sx={{ width: 72 }}>
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
                <TableCell>{product.name}</TableCell>
                <TableCell>
                  {product.categoryName ?? (
                    <Typography component="span" variant="body2" color="warning.dark">
                      {UNCLASSIFIED_LABEL}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{product.brand}</TableCell>
                <TableCell>{product.dimensions}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(product.price)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton aria-label={`Editar ${product.name}`} onClick={() => onEdit(product)}>
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Eliminar ${product.name}`}
                    color="error"
                    onClick={() => onDelete(product)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
