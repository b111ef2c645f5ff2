import { Suspense, lazy, useId, useState } from 'react';
import { prerenderedElement } from '@/lib/hydration';
import styles from './rich-text.module.css';

const MarkdownHtml = lazy(() => import('./markdown-html'));

/**
 * Renders CMS rich text (markdown) as sanitised HTML with the site's typography.
 *
 * A prerendered page already has that HTML: it is hydrated as it is, and the markdown renderer
 * (marked, DOMPurify) is neither downloaded nor run while the page starts. Rendered here (or
 * given other markdown since), the text comes from the renderer's chunk.
 */
export function RichText({
  markdown,
  className,
}: {
  markdown: string | null | undefined;
  className?: string;
}) {
  const id = useId();
  const classes = className ? `${styles.richText} ${className}` : styles.richText;
  const [sent] = useState(() => ({ markdown, html: prerenderedElement(id)?.innerHTML }));
  const hydrated = sent.markdown === markdown ? sent.html : undefined;
  return (
    <Suspense fallback={null}>
      {hydrated !== undefined ? (
        <div id={id} className={classes} dangerouslySetInnerHTML={{ __html: hydrated }} />
      ) : (
        <MarkdownHtml id={id} markdown={markdown} className={classes} />
      )}
    </Suspense>
  );
}
