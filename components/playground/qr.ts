import { encode } from 'uqr';

export type QrImage = { size: number; path: string };

/** Encodes text as a QR code and draws its dark modules as one SVG path (1 unit per module). */
export function qrImage(text: string): QrImage {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, path };
}
