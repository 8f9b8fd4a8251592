// The card's QR code as inline SVG (crisp at any size, nothing to download, drawn offline too): the
// verification URL a cashier's phone opens. Error correction M survives a scratched screen protector.
import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Modules of light margin around the code, as the QR specification asks. */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules, each row's runs merged: `M x y h n v 1 h -n z`. */
export function qrPath(value: string): { size: number; path: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  let path = '';
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && modules.get(row, column)) column++;
      const run = column - start;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`;
    }
  }
  return { size: size + 2 * QUIET_ZONE, path };
}

export function CardQrCode({ value, label, className = '' }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
