import { useRef } from 'react';
import { QRCodeCanvas } from 'qrcode.react';
import { QR } from '@portal/shared-api';
import { PlainButton } from '../form/plain-button';
import { QR_TEXTS } from './texts';

/** The scheme's mark in the middle of the code (a leaf on the brand colour), as an inline image. */
const LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="#1f6f43"/>' +
      '<path d="M24 70c0-28 18-44 48-46-2 30-18 48-46 48 6-12 14-20 24-26-12 4-20 12-26 24z" fill="#fff"/></svg>',
  );

export { QR_TEXTS };

/** File name of the downloaded PNG: the farm's name (or number) with a suffix (spec §9). */
export const qrFileName = (name: string) =>
  `${
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'propiedad'
  }-QR.png`;

/** The absolute address a QR code carries: the public profile on this portal. */
export const profileUrl = (path: string) => new URL(path, window.location.origin).href;

/**
 * The QR code of a public certification profile (spec §9: 512 px, error correction Q, 96 px logo),
 * shown smaller on screen and downloadable as a PNG named after the farm.
 */
export function ProfileQr({ path, name, displaySize = 160 }: { path: string; name: string; displaySize?: number }) {
  const holder = useRef<HTMLDivElement>(null);
  const download = () => {
    const canvas = holder.current?.querySelector('canvas');
    if (!canvas) return;
    const anchor = document.createElement('a');
    anchor.href = canvas.toDataURL('image/png');
    anchor.download = qrFileName(name);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  };
  return (
    <div className="profile-qr" ref={holder}>
      <QRCodeCanvas
        value={profileUrl(path)}
        size={QR.size}
        level={QR.level}
        marginSize={2}
        title={QR_TEXTS.label(name)}
        role="img"
        aria-label={QR_TEXTS.label(name)}
        imageSettings={{ src: LOGO, height: QR.logoSize, width: QR.logoSize, excavate: true }}
        style={{ width: displaySize, height: displaySize }}
      />
      <PlainButton small onClick={download}>
        {QR_TEXTS.download}
      </PlainButton>
    </div>
  );
}
