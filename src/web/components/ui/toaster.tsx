import { Toaster } from 'sonner';
import { BELOW_THE_HEADER } from './toast-position';

/** sonner's `toast`, for lib/notify: sonner and its toaster come in one download. */
export { toast } from 'sonner';

/**
 * The app's one toaster (SPEC: only one toast at a time). Loaded lazily by <ToasterHost>. On a
 * phone a toast over the header hid Logout and the menu for as long as a finger rested on it.
 */
export default function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      position="top-center"
      offset={{ top: BELOW_THE_HEADER }}
      mobileOffset={{ top: BELOW_THE_HEADER }}
      richColors
      closeButton
      toastOptions={{ duration: 4000 }}
    />
  );
}
