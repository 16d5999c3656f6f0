import { cn } from '../../lib/cn';
import { showPlaceholder } from './image-picker';

/** An item's picture in an admin list (decorative: the name is beside it); `placeholder` if it fails. */
export function Thumbnail({
  src,
  placeholder,
  className = 'size-12',
}: {
  src: string;
  placeholder: string;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={showPlaceholder(placeholder)}
      className={cn(
        'max-w-none shrink-0 rounded-lg border border-sand-200 bg-sand-50 object-cover',
        className,
      )}
    />
  );
}
