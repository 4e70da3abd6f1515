import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { ScrollableTable } from '../scrollable-table';

/** A list's pages, counted from 1 as the API counts them. */
export interface TablePages {
  total: number;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** 'Pedidos por página:' and the like. */
  sizeLabel: string;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

/** A paged list as the API answers it. */
interface PagedList {
  total: number;
  page: number;
  pageSize: number;
}

/** What a feature's paged table takes from its page. */
export interface PagedTableProps<L extends PagedList> {
  data: L;
  loading: boolean;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

/** The pager of a paged table: the list's position, its sizes and the page's handlers. */
export function pagesOf(
  { data, onPageChange, onPageSizeChange }: PagedTableProps<PagedList>,
  pageSizes: readonly number[],
  sizeLabel: string,
): TablePages {
  const { total, page, pageSize } = data;
  return { total, page, pageSize, pageSizes, sizeLabel, onPageChange, onPageSizeChange };
}

interface DataTableProps {
  /** The table's name, and its scroll region's on a phone. */
  label: string;
  /** The cells of the header row. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** The number of columns, for the empty table's one cell. */
  columns?: number;
  /** What an empty table says, in place of its rows; null while there are rows. */
  empty?: string | null;
  sx?: SxProps<Theme>;
  /** A thin bar above the table while it refetches, named `loading.label`. */
  loading?: { active: boolean; label: string };
  pages?: TablePages;
}

/** The back office's outlined, small table: scrolls sideways on a phone, pages below it. */
export function DataTable({
  label,
  head,
  children,
  columns,
  empty = null,
  sx,
  loading,
  pages,
}: DataTableProps) {
  return (
    <Paper variant="outlined">
      {loading && (
        <Box sx={{ height: 4 }}>
          {loading.active && <LinearProgress aria-label={loading.label} />}
        </Box>
      )}
      <ScrollableTable label={label}>
        <Table size="small" aria-label={label} sx={sx}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>
            {children}
            {empty !== null && (
              <TableRow>
                <TableCell colSpan={columns} sx={{ py: 4 }}>
                  {/* On a phone the table scrolls sideways: the message stays centred in view. */}
                  <Box
                    sx={{
                      position: 'sticky',
                      left: 16,
                      maxWidth: 'calc(100vw - 66px)',
                      textAlign: 'center',
                    }}
                  >
                    {empty}
                  </Box>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </ScrollableTable>
      {pages && (
        <TablePagination
          component="div"
          count={pages.total}
          page={pages.page - 1}
          rowsPerPage={pages.pageSize}
          rowsPerPageOptions={[...pages.pageSizes]}
          onPageChange={(_event, page) => pages.onPageChange(page + 1)}
          onRowsPerPageChange={(event) => pages.onPageSizeChange(Number(event.target.value))}
          labelRowsPerPage={pages.sizeLabel}
          labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
        />
      )}
    </Paper>
  );
}
