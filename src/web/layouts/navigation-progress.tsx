/** A thin bar across the top while the next page's code loads. */
export function NavigationProgress({ busy }: { busy: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-[60] h-1 origin-left bg-brand-500 transition-transform duration-500 ${busy ? 'scale-x-75' : 'scale-x-0'}`}
    />
  );
}
