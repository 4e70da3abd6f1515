import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../shared/format';

export type SuggestionOption =
  | { kind: 'taxonomy'; id: string; href: string; label: string }
  | {
      kind: 'product';
      id: string;
      href: string;
      label: string;
      image: string | null;
      price: number;
    };

interface SuggestionListProps {
  id: string;
  options: SuggestionOption[];
  activeId: string | null;
  onChoose: (option: SuggestionOption) => void;
  onHover: (id: string) => void;
}

const GROUPS = [
  { kind: 'taxonomy', label: 'Categorías' },
  { kind: 'product', label: 'Productos' },
] as const;

/**
 * The search field's listbox. Focus stays in the field (aria-activedescendant names the active
 * option), so pressing on the list must not take it: mousedown is cancelled.
 */
export function SuggestionList({ id, options, activeId, onChoose, onHover }: SuggestionListProps) {
  return (
    <Paper
      elevation={6}
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
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
              {items.map((option) => (
                <Box
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={option.id === activeId}
                  onClick={() => onChoose(option)}
                  onMouseEnter={() => onHover(option.id)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    px: 2,
                    py: 1,
                    minHeight: 48,
                    cursor: 'pointer',
                    bgcolor: option.id === activeId ? 'action.selected' : undefined,
                  }}
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
                        sx={{
                          width: 40,
                          height: 40,
                          borderRadius: 1,
                          bgcolor: 'grey.200',
                          flexShrink: 0,
                        }}
                      />
                    ))}
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                    {option.label}
                  </Typography>
                  {option.kind === 'product' && (
                    <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                      {formatMoney(option.price)}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
