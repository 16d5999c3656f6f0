import { useRef, useState, type DragEvent } from 'react';
import { imagePickerMessages, messages } from '../../../domain/messages';
import { api, errorMessage } from '../../lib/api';

/** The server's limit (DESIGN 6), checked here first so a big photo fails before it is sent. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageKind = 'product' | 'service' | 'club';

interface UploadResult {
  url: string;
  width: number;
  height: number;
}

/** Our own uploads live under /uploads/; anything else in the value is an external link. */
const isUploaded = (url: string) => url.startsWith('/uploads/');

export interface ImagePickerOptions {
  /** The image's address: '' when there is none. */
  value: string;
  onChange: (url: string) => void;
  kind: ImageKind;
  /** No default image to fall back on: the preview says there is none yet. */
  required: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}

/** What the picker's one live line says, and how loud: problems in words, otherwise a quiet status. */
export interface ImagePickerStatus {
  text: string;
  tone: 'error' | 'warning' | 'quiet';
}

/**
 * The image picker's state: a photo dropped or chosen is checked (an image, at most 5 MB) and
 * uploaded at once to /api/admin/uploads; a pasted link is used as typed; a link whose image does
 * not load keeps its value and says so; the status line says where it all stands.
 */
export function useImagePicker({ value, onChange, kind, required, onUploadingChange }: ImagePickerOptions) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);

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

  const broken = value !== '' && brokenSrc === value;
  const status: ImagePickerStatus = error
    ? { text: error, tone: 'error' }
    : broken
      ? { text: imagePickerMessages.brokenLink, tone: 'warning' }
      : {
          tone: 'quiet',
          text: uploading
            ? imagePickerMessages.uploading
            : value
              ? imagePickerMessages.selected
              : required
                ? imagePickerMessages.noneYetRequired
                : imagePickerMessages.noneUsesDefault,
        };

  return {
    fileInput,
    uploading,
    dragging,
    status,
    /** No image, or one that does not load: the preview shows the default (or says there is none). */
    showDefault: !value || broken,
    /** The link field shows pasted links, not our own uploads' addresses. */
    link: value && !isUploaded(value) ? value : '',
    chooseFile: (file: File | undefined) => void upload(file),
    typeLink: (text: string) => {
      setError(null);
      onChange(text.trim());
    },
    imageFailed: () => value && setBrokenSrc(value),
    dropZone: {
      onDragOver: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDragging(false);
        if (!uploading) void upload(event.dataTransfer.files[0]);
      },
    },
  };
}
