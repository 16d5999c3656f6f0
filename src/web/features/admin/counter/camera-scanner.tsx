import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Camera, X } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useWords } from '../../../i18n/use-words';

/** The barcode library, fetched only when the camera button is pressed (docs/decisions/093). */
export const loadBarcodeReader = () => import('@zxing/browser');

/**
 * On a phone or tablet without a USB scanner: the camera reads a barcode, which is then sold as if
 * it had been typed. The library and the camera start only when asked, and stop when a code is read.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  const { t } = useWords('admin');
  return open ? (
    <CameraView
      onCode={(code) => {
        setOpen(false);
        onCode(code);
      }}
      onClose={() => setOpen(false)}
    />
  ) : (
    <Button variant="outline" onClick={() => setOpen(true)}>
      <Camera aria-hidden="true" className="size-4" />
      {t('admin.counter.scan.camera')}
    </Button>
  );
}

function CameraView({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [noCamera, setNoCamera] = useState(false);
  const { t } = useWords('admin');
  const found = useEffectEvent(onCode);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    (async () => {
      const { BrowserMultiFormatReader } = await loadBarcodeReader();
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      const controls = await new BrowserMultiFormatReader().decodeFromVideoDevice(
        undefined,
        video.current!,
        (result, _error, running) => {
          if (!result || !live) return;
          running.stop();
          found(result.getText());
        },
      );
      if (live) stop = () => controls.stop();
      else controls.stop();
    })().catch(() => live && setNoCamera(true));
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  return (
    <div className="w-full space-y-2">
      {noCamera ? (
        <Alert tone="error">{t('admin.counter.scan.noCamera')}</Alert>
      ) : (
        <video ref={video} muted playsInline className="aspect-video w-full rounded-xl bg-sand-900" />
      )}
      <Button variant="outline" onClick={onClose}>
        <X aria-hidden="true" className="size-4" />
        {t('admin.counter.scan.closeCamera')}
      </Button>
    </div>
  );
}
