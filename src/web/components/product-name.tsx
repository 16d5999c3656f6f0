/**
 * A product's name as the shop shows it everywhere (issue 26): the English name, and under it the
 * Malayalam name when it has one, marked lang="ml" so screen readers and fonts read it as Malayalam.
 * One component for cards, cart, checkout, order lines and the admin's list.
 */
export function ProductName({
  name,
  nameMl,
  className,
  nameClassName,
  mlClassName,
}: {
  name: string;
  nameMl?: string | null;
  className?: string;
  nameClassName?: string;
  mlClassName?: string;
}) {
  return (
    <span className={className}>
      {/* Its own element, so the English name alone is still an element's whole text. */}
      <span className={nameClassName}>{name}</span>
      <MalayalamName nameMl={nameMl} className={mlClassName} />
    </span>
  );
}

/**
 * The Malayalam name alone, for a place where the English name stands apart (a product card's
 * heading is the English name, so that it is the card's name): nothing when there is none.
 */
export function MalayalamName({
  nameMl,
  className = 'block text-sm font-normal text-sand-700',
}: {
  nameMl?: string | null;
  className?: string;
}) {
  if (!nameMl) return null;
  return (
    <span lang="ml" className={className}>
      {nameMl}
    </span>
  );
}
