// CSV for the staff console's downloads (audit trail, partner analytics): RFC 4180 quoting, CRLF line
// ends, and a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is given a
// leading apostrophe, so an exported file cannot carry a formula into staff's spreadsheet.
export type CsvCell = string | number | boolean | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, its CRLF included. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(cell).join(',')}\r\n`;
}
