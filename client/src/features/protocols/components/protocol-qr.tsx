import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/**
 * The protocol's QR code on the page, the same address the PDF carries (the server gives it), so a
 * phone held to the screen opens the public check as it would from the paper.
 */
export function ProtocolQr({ url, label, size = 96 }: { url: string; label: string; size?: number }) {
  const [image, setImage] = useState<{ url: string; data: string } | null>(null);
  useEffect(() => {
    let active = true;
    QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 4, width: size * 2 }).then(
      (data) => active && setImage({ url, data }),
      // A URL always encodes; should the library fail, the row still has its check link.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [url, size]);
  if (image?.url !== url)
    return <span className="protocol-qr protocol-qr--empty" style={{ width: size, height: size }} />;
  return (
    <img
      className="protocol-qr"
      src={image.data}
      alt={label}
      width={size}
      height={size}
      data-testid="protocol-qr"
    />
  );
}
