import type { ReactNode } from 'react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import type { ProductInput } from '#shared/admin-catalog';
import {
  PEI_CLASSES,
  PLACEMENT_LABELS,
  SLIP_RESISTANCES,
  TILE_COLORS,
  TILE_PLACEMENTS,
  TILE_USAGES,
  USAGE_LABELS,
  peiLabel,
} from '#shared/tile-attributes';
import {
  OptionSelect,
  type SelectOption,
  labelledOptions,
  optionsOf,
} from '#client/components/ui/option-select';
import { controlledInput } from '#client/components/ui/controlled-input';
import type { ProductFormValues } from '../product-form';
import { FormSection } from './form-section';

type SelectName = 'color' | 'usage' | 'placement' | 'slipResistance' | 'pei' | 'rectified';

const SELECTS: { name: SelectName; label: string; options: SelectOption[] }[] = [
  { name: 'color', label: 'Color', options: optionsOf(TILE_COLORS) },
  {
    name: 'usage',
    label: 'Uso',
    options: labelledOptions(TILE_USAGES, USAGE_LABELS),
  },
  {
    name: 'placement',
    label: 'Interior/Exterior',
    options: labelledOptions(TILE_PLACEMENTS, PLACEMENT_LABELS),
  },
  {
    name: 'slipResistance',
    label: 'Antideslizante',
    options: SLIP_RESISTANCES.map((r) => ({ value: r, label: `${r} (DIN 51130)` })),
  },
  {
    name: 'pei',
    label: 'Tránsito (PEI)',
    options: PEI_CLASSES.map((p) => ({ value: String(p), label: peiLabel(p) })),
  },
  {
    name: 'rectified',
    label: 'Rectificado',
    options: [
      { value: 'si', label: 'Sí' },
      { value: 'no', label: 'No' },
    ],
  },
];

/**
 * The product dialog's ficha técnica: what the shop's filters and the product
 * page's technical sheet show. Each one may stay «Sin especificar». The terminación is the
 * Acabado of «Datos técnicos»; the espesor comes typed in the dialog's own number field.
 */
export function FichaTecnicaFields({
  control,
  errors,
  thickness,
}: {
  control: Control<ProductFormValues, unknown, ProductInput>;
  errors: FieldErrors<ProductFormValues>;
  thickness: ReactNode;
}) {
  return (
    <FormSection title="Ficha técnica">
      {SELECTS.map(({ name, label, options }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <OptionSelect
              label={label}
              allLabel="Sin especificar"
              options={options}
              fullWidth
              error={Boolean(errors[name])}
              helperText={errors[name]?.message}
              {...controlledInput(field)}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            />
          )}
        />
      ))}
      {thickness}
    </FormSection>
  );
}
