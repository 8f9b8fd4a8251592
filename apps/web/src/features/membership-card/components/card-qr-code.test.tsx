// The QR code: an SVG image with its label, drawing the modules of the URL it was given (another URL
// draws another code) with the quiet zone around them.
import QRCode from 'qrcode';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardQrCode, qrPath } from './card-qr-code.tsx';

const URL_A = 'https://spc.example/card/verify/MTIzLjE4MTQ1NzI4MDAwMDA.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const URL_B = 'https://spc.example/card/verify/MTI0LjE4MTQ1NzI4MDAwMDA.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('CardQrCode', () => {
  it('renders an SVG image, labelled, of the URL it was given', () => {
    render(<CardQrCode value={URL_A} label="QR code to verify this card" />);
    const svg = screen.getByRole('img', { name: 'QR code to verify this card' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveAttribute('data-qr-value', URL_A);
    expect(svg.querySelector('path')).toHaveAttribute('d', qrPath(URL_A).path);
  });

  it('draws the QR modules of that URL, with a 4-module quiet zone', () => {
    const { modules } = QRCode.create(URL_A, { errorCorrectionLevel: 'M' });
    const { size, path } = qrPath(URL_A);
    expect(size).toBe(modules.size + 8);
    // Every dark module is covered by exactly one run of the path.
    const dark = new Set<string>();
    for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(run); i++) dark.add(`${Number(y) - 4},${Number(x) - 4 + i}`);
    }
    let expected = 0;
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) {
          expected++;
          expect(dark.has(`${row},${column}`)).toBe(true);
        }
      }
    }
    expect(dark.size).toBe(expected);
    expect(qrPath(URL_B).path).not.toBe(path);
  });
});
