import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

/** CMS markdown rendered to sanitised HTML (marked and DOMPurify: a chunk of their own). */
export default function MarkdownHtml({
  id,
  markdown,
  className,
}: {
  id: string;
  markdown: string | null | undefined;
  className?: string;
}) {
  const html = useMemo(() => renderMarkdown(markdown ?? ''), [markdown]);
  if (!html) return null;
  return (
    <div
      id={id}
      className={className}
      // Sanitised by DOMPurify in renderMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
