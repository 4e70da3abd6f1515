import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface SelectOption {
  value: string;
  label: string;
}

/** Areas, categories and the like as options: the id chosen, the name shown. */
export const optionsById = (items: readonly { id: string; name: string }[]): SelectOption[] =>
  items.map(({ id, name }) => ({ value: id, label: name }));

/** Options whose value is what they show (brands, finishes). */
export const optionsOf = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

/** Options whose value is a code and whose label is its Spanish name (`labels[code]`). */
export const labelledOptions = <V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): SelectOption[] => values.map((value) => ({ value, label: labels[value] }));

/** A filter's select: small, and showing the 'all' option for no filter instead of an empty box. */
export const COMPACT_FILTER = {
  size: 'small',
  slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } },
} as const;

type OptionSelectProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: string;
  /** The first option, for no choice: 'Todas', 'Todos'. */
  allLabel: string;
  /** Its value; '' unless the list means something else by it. */
  allValue?: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  /** Options after the list (a value kept though the list no longer has it). */
  children?: ReactNode;
};

/** A select that starts with an 'all' option, as the filters and the price selection have. */
export function OptionSelect({
  allLabel,
  allValue = '',
  options,
  onChange,
  children,
  ...props
}: OptionSelectProps) {
  return (
    <TextField select {...props} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value={allValue}>{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {children}
    </TextField>
  );
}
