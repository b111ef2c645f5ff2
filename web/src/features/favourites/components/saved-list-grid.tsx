import type { Language, PropertyCard as PropertyCardData } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { PropertyCard } from '@/components/property-card/property-card';
import cardStyles from '@/components/property-card/property-card.module.css';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { CloseIcon, MailIcon } from '@/components/ui/icons';
import styles from './saved-list-page.module.css';

/** Above the cards: select all, how many are selected, contact about them, clear the list. */
export function SavedListToolbar({
  total,
  selectedCount,
  onSelectAll,
  onContact,
  onClear,
}: {
  total: number;
  selectedCount: number;
  onSelectAll: (all: boolean) => void;
  onContact: () => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  return (
    <div className={styles.toolbar} data-testid="saved-toolbar">
      <Checkbox isSelected={total > 0 && selectedCount === total} onChange={onSelectAll} name="select-all">
        {intl.formatMessage({ id: 'saved.selectAll' }, { count: total })}
      </Checkbox>
      <span className={styles.count} data-testid="saved-count" aria-live="polite">
        {intl.formatMessage({ id: 'saved.selected' }, { count: selectedCount })}
      </span>
      <div className={styles.actions}>
        <Button onPress={onContact} isDisabled={selectedCount === 0} data-testid="saved-contact">
          <MailIcon size={18} />
          {intl.formatMessage({ id: 'saved.contact' })}
        </Button>
        <Button variant="secondary" onPress={onClear} data-testid="saved-clear">
          {intl.formatMessage({ id: 'saved.clearAll' })}
        </Button>
      </div>
    </div>
  );
}

/** One page of saved cards, each with its own select box and remove button. */
export function SavedListGrid({
  cards,
  language,
  selected,
  onSelect,
  onRemove,
}: {
  cards: PropertyCardData[];
  language: Language;
  selected: ReadonlySet<string>;
  onSelect: (id: string, on: boolean) => void;
  onRemove: (card: PropertyCardData) => void;
}) {
  const intl = useIntl();
  return (
    <ul className={cardStyles.grid} data-testid="saved-grid">
      {cards.map((card, index) => (
        <li key={card.id} className={styles.item} data-testid="saved-item" data-property-id={card.id}>
          <div className={styles.itemBar}>
            <Checkbox
              isSelected={selected.has(card.id)}
              onChange={(on) => onSelect(card.id, on)}
              name={`select-${card.id}`}
            >
              <span className={styles.itemSelect}>
                {intl.formatMessage({ id: 'saved.select' }, { name: card.name })}
              </span>
            </Checkbox>
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(card)}
              aria-label={intl.formatMessage({ id: 'saved.remove' }, { name: card.name })}
              data-testid="saved-remove"
            >
              <CloseIcon size={16} />
              <span>{intl.formatMessage({ id: 'saved.removeShort' })}</span>
            </button>
          </div>
          <PropertyCard
            property={card}
            language={language}
            linkTarget="detail"
            testId="saved"
            headingLevel="h2"
            priority={index < 3}
          />
        </li>
      ))}
    </ul>
  );
}
