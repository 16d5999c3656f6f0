import { Toaster } from 'sonner';

/** The app's one toaster (SPEC: only one toast at a time). Loaded lazily by <ToasterHost>. */
export default function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ duration: 4000 }}
    />
  );
}
