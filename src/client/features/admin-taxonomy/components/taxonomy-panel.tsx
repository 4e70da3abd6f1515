import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { TaxonomyActionsHead, TaxonomyRowActions } from './reorder-buttons';

/** Phones keep the actions in view; the description is in the edit dialog. */
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } };

export interface TaxonomyRow {
  id: string;
  name: string;
  description: string | null;
  order: number;
}

interface TaxonomyPanelProps<T extends TaxonomyRow> {
  title: string;
  items: T[];
  addLabel: string;
  emptyText: string;
  onAdd: () => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** Moves an item to a 1-based position among these items. */
  onMove: (item: T, position: number) => Promise<unknown>;
  moving: boolean;
}

/** One expandable parent (area or category) with its children's table and an add button. */
export function TaxonomyPanel<T extends TaxonomyRow>({
  title,
  items,
  addLabel,
  emptyText,
  onAdd,
  onEdit,
  onDelete,
  onMove,
  moving,
}: TaxonomyPanelProps<T>) {
  // The summary names the region it opens, so a screen reader announces which list it is in.
  const id = useId();
  return (
    <Accordion disableGutters>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${id}-header`}
        aria-controls={`${id}-content`}
      >
        <Typography sx={{ fontWeight: 600 }}>
          {title}{' '}
          <Typography component="span" color="text.secondary">
            ({items.length})
          </Typography>
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>Nombre</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>Descripción</TableCell>
                <TableCell>Orden</TableCell>
                <TaxonomyActionsHead />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item, index) => (
                <TableRow key={item.id} hover>
                  <TableCell>{item.name}</TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>{item.description}</TableCell>
                  <TableCell>{item.order}</TableCell>
                  <TaxonomyRowActions
                    name={item.name}
                    index={index}
                    count={items.length}
                    disabled={moving}
                    onMove={(position) => onMove(item, position)}
                    onEdit={() => onEdit(item)}
                    onDelete={() => onDelete(item)}
                  />
                </TableRow>
              ))}
              {items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} align="center">
                    {emptyText}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
