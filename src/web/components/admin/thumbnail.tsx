import type { SyntheticEvent } from 'react';
import type { Column } from '../data-list/columns';
import { cn } from '../../lib/cn';

/** A link that no longer loads shows the default image instead. */
function showPlaceholder(placeholder: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (!image.src.endsWith(placeholder)) image.src = placeholder;
  };
}

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

/** A list's picture column: a thumbnail in the table, a larger one on the phone card. */
export function thumbnailColumn<Row extends { imageUrl: string }>(placeholder: string): Column<Row> {
  return {
    id: 'image',
    header: 'Image',
    headerHidden: true,
    card: 'media',
    cell: (row) => <Thumbnail src={row.imageUrl} placeholder={placeholder} />,
    cardCell: (row) => <Thumbnail src={row.imageUrl} placeholder={placeholder} className="size-16" />,
  };
}
