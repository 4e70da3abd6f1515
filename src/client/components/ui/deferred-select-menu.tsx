import { useLayoutEffect, useRef, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DeferredSelectProps } from './deferred-select';

/**
 * MUI's select in DeferredSelect's place, open: the shopper pressed the closed one. It takes the
 * focus the closed one had, so the menu hands it back to the field when it closes.
 */
export default function DeferredSelectMenu({
  label,
  value,
  options,
  disabled,
  onChange,
  sx,
}: DeferredSelectProps) {
  const [open, setOpen] = useState(true);
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => input.current?.focus(), []);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      inputRef={input}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
        select: { open, onOpen: () => setOpen(true), onClose: () => setOpen(false) },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
