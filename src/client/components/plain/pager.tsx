import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { pagerItems } from './pager-items';

const itemSx = (theme: Theme) => ({
  ...theme.typography.body2,
  minWidth: 32,
  height: 32,
  px: '6px',
  mx: '3px',
  borderRadius: 16,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  bgcolor: 'transparent',
  color: theme.palette.text.primary,
  cursor: 'pointer',
  '&:hover': { bgcolor: theme.palette.action.hover },
  '&:disabled': { opacity: 0.38, cursor: 'default', bgcolor: 'transparent' },
  '&[aria-current]': {
    bgcolor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.85) },
  },
  '& > svg': { fontSize: 20 },
});

function PageButton(props: {
  label: string;
  disabled?: boolean;
  current?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Box
        component="button"
        type="button"
        aria-label={props.label}
        aria-current={props.current ? 'page' : undefined}
        disabled={props.disabled}
        onClick={props.onClick}
        sx={itemSx}
      >
        {props.children}
      </Box>
    </li>
  );
}

/**
 * The list's pages: first, previous, the row of page numbers, next and last, named as MUI's
 * Pagination names them in Spanish, drawn with plain buttons (its module, with PaginationItem and
 * usePagination, would be about 4 KB of the list's first load).
 */
export function Pager({
  page,
  count,
  onPage,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
}) {
  const first = page <= 1;
  const last = page >= count;
  return (
    <Box component="nav" aria-label="Páginas" sx={{ mt: 3 }}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        <PageButton label="Ir a la primera página" disabled={first} onClick={() => onPage(1)}>
          <FirstPageIcon />
        </PageButton>
        <PageButton
          label="Ir a la página anterior"
          disabled={first}
          onClick={() => onPage(page - 1)}
        >
          <NavigateBeforeIcon />
        </PageButton>
        {pagerItems(page, count).map((item) =>
          typeof item === 'number' ? (
            <PageButton
              key={item}
              label={item === page ? `página ${item}` : `Ir a la página ${item}`}
              current={item === page}
              onClick={() => onPage(item)}
            >
              {item}
            </PageButton>
          ) : (
            <Box
              component="li"
              key={item}
              aria-hidden
              sx={(theme) => ({ ...itemSx(theme), cursor: 'default', '&:hover': {} })}
            >
              …
            </Box>
          ),
        )}
        <PageButton
          label="Ir a la página siguiente"
          disabled={last}
          onClick={() => onPage(page + 1)}
        >
          <NavigateNextIcon />
        </PageButton>
        <PageButton label="Ir a la última página" disabled={last} onClick={() => onPage(count)}>
          <LastPageIcon />
        </PageButton>
      </Box>
    </Box>
  );
}
