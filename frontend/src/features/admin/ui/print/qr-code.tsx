// A QR code of a short text (an order number) drawn as SVG from the
// `qrcode` package's module matrix: no canvas, no markup strings.
import { create } from 'qrcode';

import { useT } from '@/i18n/use-t';

type QrCodeProps = { text: string; className?: string };

export function QrCode({ text, className }: QrCodeProps) {
  const t = useT();
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (data[row * size + col] === 1) {
        path += `M${String(col + 4)} ${String(row + 4)}h1v1h-1z`;
      }
    }
  }
  const box = size + 8; // a quiet zone of four modules
  return (
    <svg
      viewBox={`0 0 ${String(box)} ${String(box)}`}
      className={className}
      role="img"
      aria-label={t('admin.qrCodeOf', { number: text })}
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
