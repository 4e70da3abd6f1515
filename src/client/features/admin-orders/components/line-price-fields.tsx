import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { formatMoney } from '#shared/format';
import { SALE_UNIT_LABELS } from '#shared/order-lines';
import { NumberField } from '#client/components/ui/number-field';
import { DISCOUNT_ENTRY, type EditedLine, PRICE_ENTRY, type PriceEdit } from './edited-lines';

/** Whether "Precio de lista" would change anything: a special price, or the list moved. */
export function canTakeListPrice(line: EditedLine): boolean {
  return (
    line.price.specialPrice ||
    (line.todayPrice !== null && line.todayPrice !== line.price.unitPrice)
  );
}

/** How staff price one line: as sold, today's list price, a special price or a % off. */
export function LinePriceFields({
  line,
  onChange,
}: {
  line: EditedLine;
  onChange(edit: PriceEdit): void;
}) {
  const { edit } = line;
  const reason = edit.kind === 'special' || edit.kind === 'discount' ? edit.reason : '';
  const choose = (kind: PriceEdit['kind']) => {
    if (kind === 'keep' || kind === 'list') onChange({ kind });
    else if (kind === 'special') onChange({ kind, unitPrice: '', reason });
    else onChange({ kind, percentage: '', reason });
  };
  const options: [PriceEdit['kind'], string][] = [
    ['keep', `Mantener ${formatMoney(line.price.unitPrice)}`],
  ];
  if (canTakeListPrice(line) && line.todayPrice !== null) {
    options.push(['list', `Precio de lista (${formatMoney(line.todayPrice)})`]);
  }
  options.push(['special', 'Precio especial'], ['discount', '% de descuento']);
  return (
    <Box
      role="group"
      aria-label={`Precio de ${line.productName}`}
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1, mt: 0.5 }}
    >
      <RadioGroup
        row
        value={edit.kind}
        onChange={(event) => {
          const kind = options.find(([k]) => k === event.target.value)?.[0];
          if (kind) choose(kind);
        }}
      >
        {options.map(([kind, label]) => (
          <FormControlLabel
            key={kind}
            value={kind}
            control={<Radio size="small" />}
            label={label}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ))}
      </RadioGroup>
      {(edit.kind === 'special' || edit.kind === 'discount') && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {edit.kind === 'special' ? (
            <NumberField
              label={`Precio especial por ${SALE_UNIT_LABELS[line.saleUnit].one}`}
              size="small"
              sx={{ width: { xs: '100%', sm: 200 } }}
              value={edit.unitPrice}
              onChange={(unitPrice) => onChange({ ...edit, unitPrice })}
              entry={PRICE_ENTRY}
            />
          ) : (
            <NumberField
              label="Descuento (%)"
              size="small"
              sx={{ width: { xs: '100%', sm: 140 } }}
              value={edit.percentage}
              onChange={(percentage) => onChange({ ...edit, percentage })}
              entry={DISCOUNT_ENTRY}
            />
          )}
          <TextField
            label="Motivo"
            size="small"
            sx={{ flex: '1 1 200px' }}
            value={edit.reason}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            onChange={(event) => onChange({ ...edit, reason: event.target.value })}
          />
        </Box>
      )}
    </Box>
  );
}
