import { ImageOff } from 'lucide-react';
import { Spinner } from '../ui/spinner';

/**
 * The image picker's preview: the chosen image, or the default one (labelled so), or, with no
 * default, a note that there is no image yet; a spinner over it while a photo uploads.
 */
export function ImagePreview({
  src,
  isDefault,
  uploading,
  onError,
}: {
  /** Null: no image and no default. */
  src: string | null;
  isDefault: boolean;
  uploading: boolean;
  onError: () => void;
}) {
  return (
    <div className="relative size-28 shrink-0 overflow-hidden rounded-xl border border-sand-200 bg-sand-50">
      {src === null ? (
        <div className="flex size-full flex-col items-center justify-center gap-1 text-sand-600">
          <ImageOff aria-hidden="true" className="size-8" />
          <span className="text-xs font-medium">No image yet</span>
        </div>
      ) : (
        <img
          src={src}
          alt={isDefault ? 'Default image' : 'Selected image preview'}
          className="size-full object-cover"
          onError={onError}
        />
      )}
      {isDefault && src !== null && (
        <span className="absolute inset-x-0 bottom-0 bg-white/85 py-0.5 text-center text-xs font-medium text-sand-700">
          Default image
        </span>
      )}
      {uploading && (
        <div className="absolute inset-0 flex items-center justify-center bg-white/70">
          <Spinner size="lg" className="text-brand-700" />
        </div>
      )}
    </div>
  );
}
