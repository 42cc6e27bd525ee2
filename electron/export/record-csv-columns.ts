// Column builders the payments, collections and transfers CSVs share: a money value as a
// currency column and an exact decimal amount column, and a timestamp column whose header
// says its time zone (timestamp-header.ts).
import { minorUnitsToDecimal } from '../../shared/money';
import type { Money } from '../../shared/money';
import { decimalCell, textCell, timestampCell } from './csv-cells';
import type { CsvColumn } from './csv-file-writer';
import { timestampHeader } from './timestamp-header';

export function timestampColumn<T>(name: string, read: (row: T) => string | null | undefined): CsvColumn<T> {
  return { header: timestampHeader(name), cell: (row) => timestampCell(read(row)) };
}

/**
 * `<name>Currency` and `<name>Amount` (`currency` and `amount` for the record's own
 * amount, name ''), the amount an exact decimal at the money object's own exponent
 * (value 123456 at exponent 2 is 1234.56).
 */
export function moneyColumns<T>(name: string, read: (row: T) => Money | undefined): CsvColumn<T>[] {
  const header = (part: 'Currency' | 'Amount') => (name === '' ? part.toLowerCase() : `${name}${part}`);
  return [
    { header: header('Currency'), cell: (row) => textCell(read(row)?.currency) },
    {
      header: header('Amount'),
      cell: (row) => {
        const money = read(row);
        return money === undefined ? '' : decimalCell(minorUnitsToDecimal(money.value, money.exponent));
      },
    },
  ];
}
