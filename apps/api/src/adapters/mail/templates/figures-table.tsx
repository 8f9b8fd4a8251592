// A message's figures as a real table (a screen reader reads each value with its label); the plain
// text writes each row as "Label: value" (plain-text.ts).
/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import type { FigureRow } from './figures.ts';
import { STYLES } from './styles.ts';

export function FiguresTable({ rows }: { rows: readonly FigureRow[] }) {
  if (rows.length === 0) return null;
  const cell = (text: string, strong: boolean | undefined): ReactNode => (strong ? <strong>{text}</strong> : text);
  return (
    <table style={STYLES.table}>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row" style={STYLES.th}>
              {cell(row.label, row.strong)}
            </th>
            <td style={STYLES.td}>{cell(row.value, row.strong)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
