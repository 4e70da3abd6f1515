import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Breakpoint } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { formatMoney } from '#shared/format';

export type SuggestionOption =
  | { kind: 'taxonomy'; id: string; href: string; label: string }
  | {
      kind: 'product';
      id: string;
      href: string;
      label: string;
      image: string | null;
      price: number;
    }
  /** The whole list searched for the words typed (the header's field). */
  | { kind: 'search'; id: string; href: string; label: string };

export interface SuggestionListProps {
  id: string;
  options: SuggestionOption[];
  activeId: string | null;
  onChoose: (option: SuggestionOption) => void;
  onHover: (id: string) => void;
  /** Wider than its field when the field is narrow (the header's, between md and lg). */
  minWidth?: Partial<Record<Breakpoint, number>>;
}

const GROUPS = [
  { kind: 'taxonomy', label: 'Categorías' },
  { kind: 'product', label: 'Productos' },
] as const;

/**
 * The search field's listbox. Focus stays in the field (aria-activedescendant names the active
 * option), so pressing on the list must not take it: mousedown is cancelled.
 */
export function SuggestionList({
  id,
  options,
  activeId,
  onChoose,
  onHover,
  minWidth,
}: SuggestionListProps) {
  const row = (option: SuggestionOption) => (
    <SuggestionRow
      key={option.id}
      option={option}
      active={option.id === activeId}
      onChoose={onChoose}
      onHover={onHover}
    />
  );
  return (
    <Paper
      elevation={6}
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        minWidth,
        mt: 0.5,
        zIndex: 20,
        maxHeight: '70vh',
        overflowY: 'auto',
      }}
    >
      <Box id={id} role="listbox" aria-label="Sugerencias" sx={{ py: 0.5 }}>
        {GROUPS.map((group) => {
          const items = options.filter((option) => option.kind === group.kind);
          if (items.length === 0) return null;
          return (
            <Box key={group.kind} role="group" aria-label={group.label}>
              <Typography
                aria-hidden="true"
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', px: 2, lineHeight: 2.5 }}
              >
                {group.label}
              </Typography>
              {items.map(row)}
            </Box>
          );
        })}
        {options.filter((option) => option.kind === 'search').map(row)}
      </Box>
    </Paper>
  );
}

interface SuggestionRowProps {
  option: SuggestionOption;
  active: boolean;
  onChoose: (option: SuggestionOption) => void;
  onHover: (id: string) => void;
}

function SuggestionRow({ option, active, onChoose, onHover }: SuggestionRowProps) {
  return (
    <Box
      id={option.id}
      role="option"
      aria-selected={active}
      onClick={() => onChoose(option)}
      onMouseEnter={() => onHover(option.id)}
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1,
          minHeight: 48,
          cursor: 'pointer',
          bgcolor: active ? 'action.selected' : undefined,
        },
        option.kind === 'search' && { borderTop: 1, borderColor: 'divider', color: 'primary.main' },
      ]}
    >
      {option.kind === 'product' &&
        (option.image ? (
          <Box
            component="img"
            src={option.image}
            alt=""
            width={40}
            height={40}
            sx={{ objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
        ) : (
          <Box
            sx={{ width: 40, height: 40, borderRadius: 1, bgcolor: 'grey.200', flexShrink: 0 }}
          />
        ))}
      {option.kind === 'search' && <SearchIcon aria-hidden="true" sx={{ mx: 1 }} />}
      <Typography
        variant="body2"
        sx={{ flex: 1, minWidth: 0, fontWeight: option.kind === 'search' ? 600 : undefined }}
        noWrap
      >
        {option.label}
      </Typography>
      {option.kind === 'product' && (
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
          {formatMoney(option.price)}
        </Typography>
      )}
    </Box>
  );
}
