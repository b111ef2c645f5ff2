import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';
import styles from './rich-text.module.css';

/** Renders CMS rich text (markdown) as sanitised HTML with the site's typography. */
export function RichText({
  markdown,
  className,
}: {
  markdown: string | null | undefined;
  className?: string;
}) {
  const html = useMemo(() => renderMarkdown(markdown ?? ''), [markdown]);
  if (!html) return null;
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // Sanitised by DOMPurify in renderMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
