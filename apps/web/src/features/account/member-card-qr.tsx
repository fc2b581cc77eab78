import QRCode from 'qrcode';

/** Light squares around the code, which scanners need to find it (the QR standard's quiet zone). */
const QUIET_ZONE = 4;

/**
 * A QR code as an SVG of its dark modules. Loaded only on the profile page (React.lazy), so the QR library
 * never weighs on the portal's first load. Black on white whatever the theme: scanners need the contrast.
 */
export default function MemberCardQr({ value, size }: { value: string; size: number }) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const width = modules.size + QUIET_ZONE * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return (
    <svg role="img" aria-label={`QR code of member card ${value}`} width={size} height={size} viewBox={`0 0 ${width} ${width}`} shapeRendering="crispEdges">
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
