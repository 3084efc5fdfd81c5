import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { ArrayInput, NumberInput, required, SimpleFormIterator, TextInput, useSimpleFormIteratorItem } from 'react-admin';
import { formatMoney, itemsTotal, type Line, lineTotalMinor } from './money';

/** The total of the form's lines, as the server will compute it. */
function LinesTotal() {
  const items = useWatch({ name: 'items' }) as Line[] | undefined;
  return (
    <Typography variant="h6" component="p" aria-live="polite" sx={{ mt: 1 }}>
      Total: {formatMoney(itemsTotal(items))}
    </Typography>
  );
}

/** One line's quantity × rate, beside the line. */
function LineTotal({ index }: { index: number }) {
  const line = useWatch({ name: `items.${index}` }) as Line | undefined;
  return (
    <Typography variant="body2" sx={{ alignSelf: 'center', minWidth: 90 }} aria-label={`line ${index + 1} total`}>
      = {formatMoney(lineTotalMinor(Number(line?.quantity ?? 0), Number(line?.rate ?? 0)) / 100)}
    </Typography>
  );
}

/** Lines of an invoice, estimate or order: title, quantity, rate; their totals live. */
export function LineItemsInput() {
  return (
    <>
      <ArrayInput source="items" label="Lines" validate={required()}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="title" label="Item" validate={required()} />
          <NumberInput source="quantity" label="Quantity" defaultValue={1} validate={required()} min={0} step="any" />
          <NumberInput source="rate" label="Rate" validate={required()} min={0} step="any" />
          <IndexedLineTotal />
        </SimpleFormIterator>
      </ArrayInput>
      <LinesTotal />
    </>
  );
}

function IndexedLineTotal() {
  const { index } = useSimpleFormIteratorItem();
  return <LineTotal index={index} />;
}
