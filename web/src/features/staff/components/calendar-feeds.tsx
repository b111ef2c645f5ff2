import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { addCalendarFeed, calendarFeedsQuery, calendarKeys, removeCalendarFeed } from '../api/calendar-api';
import { ageOf } from '../utils/calendar-grid';
import { useStaffText } from '../utils/staff-text';
import css from './calendar.module.css';
import { When } from './staff-format';
import { StaffAlert, StaffButton, StaffTextField, StatusPill, styles } from './staff-ui';

/** "3 hours ago", in the console's language. */
function Age({ at }: { at: string }) {
  const intl = useIntl();
  const { value, unit } = ageOf(at);
  return <>{intl.formatRelativeTime(-value, unit, { numeric: 'auto' })}</>;
}

/**
 * The apartment's imported channel calendars: channel, URL, last success, last failure with its
 * message and age; a form adds one (a bad URL is refused on its field) and each can be removed,
 * except those given in the CMS (marked "CMS"), which editors remove there.
 */
export function CalendarFeeds({ propertyId }: { propertyId: string }) {
  const intl = useIntl();
  const text = useStaffText();
  const client = useQueryClient();
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const feeds = useQuery(calendarFeedsQuery(propertyId));
  const refresh = () => {
    void client.invalidateQueries({ queryKey: calendarKeys.feeds(propertyId) });
    void client.invalidateQueries({ queryKey: calendarKeys.month(propertyId) });
  };
  const remove = useMutation({
    mutationFn: (feedId: string) => removeCalendarFeed(propertyId, feedId),
    onSuccess: refresh,
  });
  return (
    <section className={css.box} aria-labelledby="staff-feeds-title" data-testid="staff-feeds">
      <h2 id="staff-feeds-title" className={css.boxTitle}>
        {t('staff.calendar.feeds.title')}
      </h2>
      {feeds.isError ? <StaffAlert>{text.failure(feeds.error)}</StaffAlert> : null}
      {feeds.data && feeds.data.feeds.length === 0 ? <span>{t('staff.calendar.feeds.none')}</span> : null}
      <ul className={css.list}>
        {feeds.data?.feeds.map((feed) => (
          <li key={feed.id} className={css.item} data-testid="staff-feed">
            <strong>
              {feed.channel}{' '}
              {feed.source === 'cms' ? (
                <StatusPill tone="plain">{t('staff.calendar.feeds.fromCms')}</StatusPill>
              ) : null}
            </strong>
            <span className={styles.mono}>{feed.url}</span>
            <span>
              {t('staff.calendar.feeds.lastSuccess')}: <When at={feed.lastSuccessAt} />
            </span>
            {feed.lastFailureAt ? (
              <span className={css.failure} data-testid="staff-feed-failure">
                {t('staff.calendar.feeds.lastFailure')}: <Age at={feed.lastFailureAt} /> —{' '}
                {feed.lastFailureMessage}
              </span>
            ) : null}
            {feed.source === 'cms' ? (
              <span data-testid="staff-feed-cms">{t('staff.calendar.feeds.cmsHint')}</span>
            ) : (
              <div>
                <StaffButton
                  variant="danger"
                  isDisabled={remove.isPending}
                  onPress={() => remove.mutate(feed.id)}
                  data-testid="staff-feed-remove"
                >
                  {t('staff.calendar.feeds.remove')}
                </StaffButton>
              </div>
            )}
          </li>
        ))}
      </ul>
      <FeedForm propertyId={propertyId} onAdded={refresh} />
    </section>
  );
}

/** Adds a channel's feed; a bad URL or a missing channel is told at its field. */
function FeedForm({ propertyId, onAdded }: { propertyId: string; onAdded: () => void }) {
  const intl = useIntl();
  const text = useStaffText();
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const [values, setValues] = useState({ channel: '', url: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const add = useMutation({
    mutationFn: () => addCalendarFeed(propertyId, values),
    onSuccess: () => {
      setValues({ channel: '', url: '' });
      setErrors({});
      onAdded();
    },
    onError: (error) => setErrors(text.fields(error)),
  });
  const set = (field: 'channel' | 'url') => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return (
    <Form
      className={css.list}
      aria-label={t('staff.calendar.feeds.add')}
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate();
      }}
    >
      <StaffTextField
        label={t('staff.calendar.feeds.channel')}
        hint={t('staff.calendar.feeds.channelHint')}
        name="channel"
        value={values.channel}
        onChange={set('channel')}
        error={errors.channel}
        isRequired
        data-testid="staff-feed-channel"
      />
      <StaffTextField
        label={t('staff.calendar.feeds.url')}
        name="url"
        value={values.url}
        onChange={set('url')}
        error={errors.url}
        isRequired
        data-testid="staff-feed-url"
      />
      {add.isError && Object.keys(errors).length === 0 ? (
        <StaffAlert>{text.failure(add.error)}</StaffAlert>
      ) : null}
      <div>
        <StaffButton type="submit" variant="primary" isDisabled={add.isPending} data-testid="staff-feed-add">
          {t('staff.calendar.feeds.add')}
        </StaffButton>
      </div>
    </Form>
  );
}
