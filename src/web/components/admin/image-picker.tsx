import { useId, useRef, useState, type DragEvent, type SyntheticEvent } from 'react';
import { ImageOff, ImageUp, Link2, Trash2 } from 'lucide-react';
import { messages } from '../../../domain/messages';
import { api, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/field';
import { Spinner } from '../ui/spinner';

/** The server's limit (DESIGN 6), checked here first so a big photo fails before it is sent. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageKind = 'product' | 'service' | 'club';

interface UploadResult {
  url: string;
  width: number;
  height: number;
}

/** For list thumbnails: a link that no longer loads shows the default image instead. */
export function showPlaceholder(placeholder: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (!image.src.endsWith(placeholder)) image.src = placeholder;
  };
}

/** Our own uploads live under /uploads/; anything else in the value is an external link. */
function isUploaded(url: string): boolean {
  return url.startsWith('/uploads/');
}

/**
 * The one image input of the admin panel: drop a photo (or pick one) and it is uploaded at
 * once to /api/admin/uploads with a spinner and a preview, or paste an https:// link.
 * `value` is '' when there is no image; the preview then shows `defaultImage`, or, when there is
 * no default, the image is required and the preview says there is none yet.
 */
export function ImagePicker({
  value,
  onChange,
  kind,
  defaultImage,
  label = 'Image',
  invalid = false,
  onUploadingChange,
}: {
  value: string;
  onChange: (url: string) => void;
  kind: ImageKind;
  /** Shown while there is no image; leave out when the image is required. */
  defaultImage?: string;
  label?: string;
  invalid?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const statusId = useId();
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);

  const required = defaultImage === undefined;
  const showDefault = !value || brokenSrc === value;
  const warning =
    value && brokenSrc === value ? 'This link does not show an image. Check it or upload a photo.' : null;

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) return setError(messages.image.onlyImages);
    if (file.size > MAX_IMAGE_BYTES) return setError(messages.image.tooLarge);
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    try {
      const result = await api.post<UploadResult>('/api/admin/uploads', body, { query: { kind } });
      onChange(result.url);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) void upload(event.dataTransfer.files[0]);
  };

  return (
    <fieldset className="space-y-3" aria-describedby={statusId}>
      <legend className="text-sm font-semibold text-sand-800">
        {label} {!required && <span className="font-normal text-sand-600">(optional)</span>}
      </legend>

      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex shrink-0 flex-row items-center gap-2 sm:flex-col sm:items-stretch">
          <div className="relative size-28 shrink-0 overflow-hidden rounded-xl border border-sand-200 bg-sand-50">
            {showDefault && !defaultImage ? (
              <div className="flex size-full flex-col items-center justify-center gap-1 text-sand-600">
                <ImageOff aria-hidden="true" className="size-8" />
                <span className="text-xs font-medium">No image yet</span>
              </div>
            ) : (
              <img
                src={showDefault ? defaultImage : value}
                alt={showDefault ? 'Default image' : 'Selected image preview'}
                className="size-full object-cover"
                onError={() => value && setBrokenSrc(value)}
              />
            )}
            {showDefault && defaultImage && (
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
          {value && (
            <Button
              variant="ghost"
              className="px-2 text-red-700 hover:bg-red-50"
              onClick={() => onChange('')}
              disabled={uploading}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
          )}
        </div>

        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex min-h-28 flex-1 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-3 text-center text-sm',
            dragging
              ? 'border-brand-600 bg-brand-50'
              : invalid
                ? 'border-red-400'
                : 'border-sand-300 bg-white',
          )}
        >
          <p className="text-sand-700">Drag and drop a photo here, or</p>
          <Button
            variant="outline"
            onClick={() => fileInput.current?.click()}
            loading={uploading}
            aria-describedby={statusId}
          >
            {!uploading && <ImageUp aria-hidden="true" className="size-4" />}
            {uploading ? 'Uploading…' : 'Choose a photo'}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={`${label} file`}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <p className="text-xs text-sand-600">JPEG, PNG, WebP, GIF or AVIF, up to 5 MB</p>
        </div>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={linkId} className="flex items-center gap-1.5">
          <Link2 aria-hidden="true" className="size-4" />
          Or use an image link
        </Label>
        <div className="flex gap-2">
          <Input
            id={linkId}
            type="url"
            inputMode="url"
            placeholder="https://example.com/photo.jpg"
            value={value && !isUploaded(value) ? value : ''}
            onChange={(event) => {
              setError(null);
              onChange(event.target.value.trim());
            }}
            invalid={invalid}
            disabled={uploading}
          />
        </div>
      </div>

      {/* One live line: problems in words, otherwise a quiet status for screen readers. */}
      <p
        id={statusId}
        role={error ? 'alert' : 'status'}
        className={cn('text-sm', error ? 'text-red-800' : warning ? 'text-accent-700' : 'sr-only')}
      >
        {error ??
          warning ??
          (uploading
            ? 'Uploading the photo…'
            : value
              ? 'Image selected.'
              : required
                ? 'No image yet: upload a photo or paste a link.'
                : 'No image: the default image will be shown.')}
      </p>
    </fieldset>
  );
}
