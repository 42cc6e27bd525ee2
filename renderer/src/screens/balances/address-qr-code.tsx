// A blockchain deposit address as a QR code (drawn by the `qrcode` package as SVG, shown
// as an image whose accessible name carries the address), so a payer's wallet can scan
// it instead of retyping it. The address itself is shown beside it as text.
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/** The SVG of `text` as a data URL, or null while drawing (or if it could not be drawn). */
export function useQrDataUrl(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setUrl(null);
    qrSvg(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } })
      .then((svg) => {
        if (live) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setUrl(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

export function AddressQrCode({ address, what }: { address: string; what: string }) {
  const url = useQrDataUrl(address);
  const name = `QR code of the ${what} address ${address}`;
  return url === null ? (
    <span className="qr-code qr-code-drawing" role="img" aria-label={`${name} (drawing)`} />
  ) : (
    <img className="qr-code" src={url} alt={name} width={132} height={132} />
  );
}
