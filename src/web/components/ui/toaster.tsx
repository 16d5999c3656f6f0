import { Toaster } from 'sonner';

/** Toasts open just below the sticky header (64 px high in the shop and the admin), never over it. */
const BELOW_THE_HEADER = 72;

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
