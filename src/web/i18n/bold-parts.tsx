import { Fragment } from 'react';

/**
 * A translation with its emphasis marked `<b>…</b>` ("You have <b>120 points</b>"): the marked
 * parts in <strong>, so a translator moves the emphasis with the words. Nothing else is markup.
 */
export function BoldParts({ text, className }: { text: string; className?: string }) {
  return text.split(/<b>(.*?)<\/b>/).map((part, index) =>
    index % 2 === 1 ? (
      <strong key={index} className={className}>
        {part}
      </strong>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
