import { useMemo } from 'react';
import * as QRCodeLib from 'qrcode';
import { lightTheme } from '../theme';
import { QRCodeFrame, QRCodeSvg } from './QRCode.styles';

export interface QRCodeProps {
  /** The text to encode, usually a URL. */
  value: string;
  /** What the code is for, its accessible name ("QR code to continue verification on your phone"). */
  label: string;
  /** The side of the square in CSS pixels, quiet zone included. Default 176. */
  size?: number;
  id?: string;
}

/** The margin around the symbol, in modules: the QR specification asks for four. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path (error correction level M). It stays dark on light in the
 * dark theme, which is what phone cameras read. Show the value as a link or text too: not
 * everyone can scan.
 */
export function QRCode({ value, label, size = 176, id }: QRCodeProps) {
  const { path, extent } = useMemo(() => draw(value), [value]);
  return (
    <QRCodeFrame className={lightTheme.className} id={id}>
      <QRCodeSvg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`}>
        <rect width={extent} height={extent} />
        <path d={path} />
      </QRCodeSvg>
    </QRCodeFrame>
  );
}

/** One path for all dark modules: each horizontal run of dark modules is one rectangle. */
function draw(value: string): { path: string; extent: number } {
  const { modules } = QRCodeLib.create(value, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let path = '';
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!data[row * size + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && data[row * size + column]) column++;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h${start - column}z`;
    }
  }
  return { path, extent: size + QUIET_ZONE * 2 };
}
