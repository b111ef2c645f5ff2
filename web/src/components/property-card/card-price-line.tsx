import { useIntl } from 'react-intl';
import { priceUnitMessage, type CardPrice } from './card-format';
import styles from './property-card.module.css';

/** The card's price: an offer beside the struck regular price, its unit and a monthly figure. */
export function CardPriceLine({ price }: { price: CardPrice }) {
  const intl = useIntl();
  return (
    <p className={styles.price} data-testid="card-price">
      {price.regular ? (
        <>
          <span className="visually-hidden">{intl.formatMessage({ id: 'card.offerPrice' })}</span>
          <strong className={`${styles.amount} ${styles.offerAmount}`} data-testid="card-amount">
            {price.current}
          </strong>
          <span className="visually-hidden">{intl.formatMessage({ id: 'card.regularPrice' })}</span>
          <s className={styles.regular} data-testid="card-regular-price">
            {price.regular}
          </s>
        </>
      ) : (
        <strong className={styles.amount} data-testid="card-amount">
          {price.current}
        </strong>
      )}
      <span className={styles.unit} data-testid="card-unit" data-unit={price.unit}>
        {intl.formatMessage({ id: priceUnitMessage[price.unit] })}
      </span>
      {price.monthly ? (
        <span className={styles.monthly} data-testid="card-monthly">
          {intl.formatMessage({ id: 'card.monthlyEquivalent' }, { amount: price.monthly })}
        </span>
      ) : null}
    </p>
  );
}
