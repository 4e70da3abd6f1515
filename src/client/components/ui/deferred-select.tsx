import {
  type FocusEventHandler,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  Suspense,
  lazy,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { SelectOption } from './option-select';

const loadMenu = () => import('./deferred-select-menu');
const DeferredSelectMenu = lazy(loadMenu);

export interface DeferredSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

/**
 * A small outlined select whose menu's code (MUI's Select, Menu, Popover, Modal: about 20 KB
 * gzip) is fetched when the shopper first opens it, not with the page. Until then it draws what
 * MUI's closed select draws (the same field, label, text and arrow) and opens as it does: a press,
 * or Enter, Space and the arrow keys once focused; MUI's select then takes its place, open.
 */
export function DeferredSelect(props: DeferredSelectProps) {
  const [opened, setOpened] = useState(false);
  const closed = <ClosedSelect {...props} onOpen={() => setOpened(true)} />;
  if (!opened) return closed;
  return (
    <Suspense fallback={closed}>
      <DeferredSelectMenu {...props} />
    </Suspense>
  );
}

function ClosedSelect({
  label,
  value,
  options,
  disabled,
  sx,
  onOpen,
}: DeferredSelectProps & { onOpen: () => void }) {
  const id = useId();
  const text = options.find((option) => option.value === value)?.label ?? '';
  return (
    <FormControl size="small" disabled={disabled} sx={sx}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <OutlinedInput
        label={label}
        value={value}
        inputComponent={SelectDisplay}
        inputProps={{ text, labelId: `${id}-label`, displayId: `${id}-display`, onOpen }}
      />
    </FormControl>
  );
}

interface SelectDisplayProps {
  ref?: Ref<{ value: string; focus(): void }>;
  /** From OutlinedInput: its input's class (padding, font), state and focus tracking. */
  className?: string;
  value?: string;
  disabled?: boolean;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
  /** From ClosedSelect, through OutlinedInput's inputProps (hence optional). */
  text?: string;
  labelId?: string;
  displayId?: string;
  onOpen?: () => void;
}

const OPENING_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

/** MUI's select display (SelectInput's): a combobox showing the chosen option, and its arrow. */
function SelectDisplay({
  ref,
  className,
  value,
  disabled,
  onFocus,
  onBlur,
  text,
  labelId,
  displayId,
  onOpen,
}: SelectDisplayProps) {
  const node = useRef<HTMLDivElement>(null);
  // OutlinedInput reads its input's value (the label's position) and focuses it on a click.
  useImperativeHandle(ref, () => ({ value: value ?? '', focus: () => node.current?.focus() }), [
    value,
  ]);
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    node.current?.focus();
    onOpen?.();
  };
  return (
    <>
      <Box
        ref={node}
        id={displayId}
        role="combobox"
        tabIndex={disabled ? undefined : 0}
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-labelledby={`${labelId ?? ''} ${displayId ?? ''}`}
        aria-disabled={disabled ? 'true' : undefined}
        className={className}
        onMouseDown={(event) => {
          if (event.button === 0 && !disabled) open(event);
        }}
        onKeyDown={(event) => {
          if (OPENING_KEYS.has(event.key)) open(event);
        }}
        // Fetched as soon as the shopper heads for it, so that it opens at once.
        onPointerEnter={() => void loadMenu()}
        onFocus={(event) => {
          void loadMenu();
          onFocus?.(event);
        }}
        onBlur={onBlur}
        sx={DISPLAY}
      >
        {text}
      </Box>
      <ArrowDropDownIcon aria-hidden="true" sx={ICON} />
    </>
  );
}

// MUI's outlined select display and icon (Select/SelectInput.js, NativeSelect/NativeSelectInput.js).
const DISPLAY: SxProps<Theme> = {
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: 1,
  '&&': {
    height: 'auto',
    minHeight: '1.4375em',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
  '&&&': { paddingRight: '32px' },
  '&[aria-disabled="true"]': { cursor: 'default' },
};

const ICON: SxProps<Theme> = {
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: 'action.active',
  '.Mui-disabled > &': { color: 'action.disabled' },
};
