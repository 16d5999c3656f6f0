import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * Renders a content page body (content.schemas: plain text with light Markdown — '## ' and
 * '### ' headings, '- ' list items, '**bold**', blank lines between paragraphs) as React
 * elements. No HTML from the text is ever interpreted.
 */
export function ContentBody({ body, className }: { body: string; className?: string }) {
  return <div className={cn('space-y-4 leading-relaxed text-sand-800', className)}>{renderBlocks(body)}</div>;
}

function renderInline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, index) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      <strong key={index} className="font-semibold text-sand-900">
        {part.slice(2, -2)}
      </strong>
    ) : (
      part
    ),
  );
}

function renderBlocks(body: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flush = () => {
    if (paragraph.length) {
      nodes.push(<p key={nodes.length}>{renderInline(paragraph.join(' '))}</p>);
      paragraph = [];
    }
    if (list.length) {
      nodes.push(
        <ul key={nodes.length} className="list-disc space-y-1 pl-6">
          {list.map((item, index) => (
            <li key={index}>{renderInline(item)}</li>
          ))}
        </ul>,
      );
      list = [];
    }
  };

  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (line.startsWith('### ')) {
      flush();
      nodes.push(
        <h3 key={nodes.length} className="pt-1 text-lg font-semibold text-sand-900">
          {renderInline(line.slice(4))}
        </h3>,
      );
    } else if (line.startsWith('## ')) {
      flush();
      nodes.push(
        <h2 key={nodes.length} className="pt-2 text-xl font-bold text-sand-900">
          {renderInline(line.slice(3))}
        </h2>,
      );
    } else if (/^[-*] /.test(line)) {
      if (paragraph.length) {
        const pending = list;
        list = [];
        flush();
        list = pending;
      }
      list.push(line.slice(2));
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return nodes;
}
