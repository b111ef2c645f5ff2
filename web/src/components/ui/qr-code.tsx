import { useEffect, useState } from 'react';

/** The dark modules of a QR code as one SVG path (one unit per module, a 4-module quiet zone). */
async function qrPath(payload: string): Promise<{ size: number; path: string }> {
  const { default: qrcode } = await import('qrcode-generator');
  // VietQR payloads are ASCII; level M is what the banks' own codes use.
  const code = qrcode(0, 'M');
  code.addData(payload, 'Byte');
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++) if (code.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
  return { size: count + 8, path };
}

/** A QR code drawn from its payload in the browser (the generator is loaded with it). */
export function QrCode({
  payload,
  label,
  className,
}: {
  payload: string;
  label: string;
  className?: string;
}) {
  const [drawn, setDrawn] = useState<{ payload: string; size: number; path: string }>();
  useEffect(() => {
    let current = true;
    void qrPath(payload).then((qr) => {
      if (current) setDrawn({ payload, ...qr });
    });
    return () => {
      current = false;
    };
  }, [payload]);
  if (!drawn || drawn.payload !== payload) return <span className={className} aria-busy="true" />;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="transfer-qr"
      data-payload={payload}
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
