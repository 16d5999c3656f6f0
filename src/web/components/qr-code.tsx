import { useEffect, useState } from 'react';
import { QrCode as QrIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Skeleton } from './ui/page-title';

/** The QR library is fetched only by screens that draw a code (checkout's UPI box, the profile). */
const loadQrLibrary = () => import('qrcode');

/**
 * A QR code as an image (long-press saves or shares it on a phone). `label` is its alt text:
 * say what scanning it does.
 */
export function QrCode({
  value,
  label,
  size = 208,
  className,
}: {
  value: string;
  label: string;
  size?: number;
  className?: string;
}) {
  const [drawn, setDrawn] = useState<{ value: string; url: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    loadQrLibrary()
      .then((lib) =>
        lib.toDataURL(value, {
          width: size * 2, // crisp on high-density screens
          margin: 1,
          errorCorrectionLevel: 'M',
          color: { dark: '#24201a', light: '#ffffff' },
        }),
      )
      .then(
        (url) => live && setDrawn({ value, url }),
        () => live && setDrawn({ value, url: null }),
      );
    return () => {
      live = false;
    };
  }, [value, size]);

  const box = cn('rounded-xl border border-sand-200 bg-white p-2', className);
  if (!drawn || drawn.value !== value) {
    return <Skeleton className={cn('rounded-xl', className)} />;
  }
  if (!drawn.url) {
    return (
      <div
        className={cn(box, 'grid place-items-center text-center text-sm text-sand-700')}
        style={{ width: size, height: size }}
      >
        <span>
          <QrIcon aria-hidden="true" className="mx-auto mb-1 size-8 text-sand-500" />
          The QR code could not be drawn. Use the link instead.
        </span>
      </div>
    );
  }
  return <img src={drawn.url} alt={label} width={size} height={size} className={box} />;
}
