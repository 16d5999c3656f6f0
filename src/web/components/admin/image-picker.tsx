import { useId } from 'react';
import { ImageUp, Link2, Trash2 } from 'lucide-react';
import { imagePickerMessages } from '../../../domain/messages';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/field';
import { ImagePreview } from './image-preview';
import { useImagePicker, type ImageKind } from './use-image-picker';

export type { ImageKind };

const STATUS_TONES = { error: 'text-red-800', warning: 'text-accent-700', quiet: 'sr-only' };

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
  const linkId = useId();
  const statusId = useId();
  const required = defaultImage === undefined;
  const { fileInput, uploading, dragging, status, showDefault, link, ...act } = useImagePicker({
    value,
    onChange,
    kind,
    required,
    onUploadingChange,
  });

  return (
    <fieldset className="space-y-3" aria-describedby={statusId}>
      <legend className="text-sm font-semibold text-sand-800">
        {label} {!required && <span className="font-normal text-sand-600">(optional)</span>}
      </legend>

      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex shrink-0 flex-row items-center gap-2 sm:flex-col sm:items-stretch">
          <ImagePreview
            src={showDefault ? (defaultImage ?? null) : value}
            isDefault={showDefault}
            uploading={uploading}
            onError={act.imageFailed}
          />
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
          {...act.dropZone}
          className={cn(
            'flex min-h-28 flex-1 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-3 text-center text-sm',
            dragging
              ? 'border-brand-600 bg-brand-50'
              : invalid
                ? 'border-red-400'
                : 'border-sand-300 bg-white',
          )}
        >
          <p className="text-sand-700">{imagePickerMessages.dropHint}</p>
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
            onChange={(event) => act.chooseFile(event.target.files?.[0])}
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
            value={link}
            onChange={(event) => act.typeLink(event.target.value)}
            invalid={invalid}
            disabled={uploading}
          />
        </div>
      </div>

      {/* One live line: problems in words, otherwise a quiet status for screen readers. */}
      <p
        id={statusId}
        role={status.tone === 'error' ? 'alert' : 'status'}
        className={cn('text-sm', STATUS_TONES[status.tone])}
      >
        {status.text}
      </p>
    </fieldset>
  );
}
