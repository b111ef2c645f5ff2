import { formatMoney, toMinorUnits, type CurrencyCode } from '@stayvn/shared';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { priceStep } from '../utils/search-form-rules';
import styles from './search-form.module.css';

/**
 * The price range in the chosen currency (spec §2.5, §9). `value` null means untouched: the
 * thumbs sit at the bounds and nothing is filtered.
 */
export function PriceSlider({
  bounds,
  currency,
  value,
  onChange,
}: {
  bounds: [number, number];
  currency: CurrencyCode;
  value: [number, number] | null;
  onChange: (value: [number, number] | null) => void;
}) {
  const intl = useIntl();
  const [min, max] = bounds;
  // Values outside new bounds (another currency, new settings) are pulled back in.
  const current: [number, number] = value
    ? [Math.min(Math.max(value[0], min), max), Math.max(Math.min(value[1], max), min)]
    : bounds;
  const money = (amount: number) => formatMoney({ amount: toMinorUnits(amount, currency), currency });
  return (
    <Slider
      className={styles.slider}
      minValue={min}
      maxValue={max}
      step={priceStep(bounds, currency)}
      value={current}
      onChange={(next) => {
        const [low, high] = next as number[];
        onChange(low === min && high === max ? null : [low!, high!]);
      }}
      data-testid="search-price"
    >
      <div className={styles.sliderHeader}>
        <Label className={styles.fieldLabel}>{intl.formatMessage({ id: 'search.price' })}</Label>
        <SliderOutput className={styles.sliderOutput} data-testid="search-price-output">
          {({ state }) => `${money(state.values[0]!)} – ${money(state.values[1]!)}`}
        </SliderOutput>
      </div>
      <SliderTrack className={styles.sliderTrack}>
        {({ state }) => (
          <>
            <div
              className={styles.sliderFill}
              style={{
                left: `${state.getThumbPercent(0) * 100}%`,
                width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            <SliderThumb
              index={0}
              className={styles.sliderThumb}
              aria-label={intl.formatMessage({ id: 'search.priceMin' })}
            />
            <SliderThumb
              index={1}
              className={styles.sliderThumb}
              aria-label={intl.formatMessage({ id: 'search.priceMax' })}
            />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
