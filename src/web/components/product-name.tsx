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
  mlClassName = 'block text-sm font-normal text-sand-700',
}: {
  name: string;
  nameMl?: string | null;
  className?: string;
  nameClassName?: string;
  mlClassName?: string;
}) {
  return (
    <span className={className}>
      {nameClassName ? <span className={nameClassName}>{name}</span> : name}
      {nameMl ? (
        <span lang="ml" className={mlClassName}>
          {nameMl}
        </span>
      ) : null}
    </span>
  );
}
