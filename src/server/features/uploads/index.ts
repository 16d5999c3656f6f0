/** The uploads module (docs/decisions/043): pictures checked and stored. What the import uses. */
export { MAX_UPLOAD_BYTES, storeImageWith, type UploadKind } from './uploads.service';
