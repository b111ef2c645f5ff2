import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDownIcon } from './icons';
import styles from './accordion.module.css';

export type AccordionItem = { id: string; title: string; content: ReactNode };

/**
 * An accordion (react-aria DisclosureGroup): each question is a heading with a button that
 * owns its panel. Only one item is open at a time (spec §4, FAQ accordion); opening another
 * closes the first. The headings' level follows the page outline (h2 under the page's h1).
 */
export function Accordion({
  items,
  defaultExpandedId,
  headingLevel = 2,
  testId,
}: {
  items: AccordionItem[];
  defaultExpandedId?: string;
  headingLevel?: 2 | 3;
  testId?: string;
}) {
  return (
    <DisclosureGroup
      className={styles.group}
      defaultExpandedKeys={defaultExpandedId ? [defaultExpandedId] : []}
      data-testid={testId}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item} data-testid="accordion-item">
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              <span className={styles.title}>{item.title}</span>
              <ChevronDownIcon className={styles.chevron} aria-hidden="true" />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelInner}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
