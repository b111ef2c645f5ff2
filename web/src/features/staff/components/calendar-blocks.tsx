import { addDays, manualBlockReasons, type CalendarMonth, type ManualBlockReason } from '@stayvn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { addManualBlock, calendarKeys, removeManualBlock } from '../api/calendar-api';
import { defaultBlockStart } from '../utils/calendar-grid';
import { useStaffText } from '../utils/staff-text';
import css from './calendar.module.css';
import { StaffAlert, StaffButton, StaffSelect, StaffTextField } from './staff-ui';

/** Closes nights by hand with a reason; a booking on them is refused on the check-in field. */
export function ManualBlockForm({ propertyId, month }: { propertyId: string; month: string }) {
  const intl = useIntl();
  const text = useStaffText();
  const client = useQueryClient();
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const start = defaultBlockStart(month);
  const [values, setValues] = useState({ checkIn: start, checkOut: addDays(start, 1), note: '' });
  const [reason, setReason] = useState<ManualBlockReason>('maintenance');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const add = useMutation({
    mutationFn: () =>
      addManualBlock(propertyId, { ...values, note: values.note.trim() || undefined, reason }),
    onSuccess: () => {
      setErrors({});
      setValues((current) => ({ ...current, note: '' }));
      void client.invalidateQueries({ queryKey: calendarKeys.month(propertyId) });
    },
    onError: (error) => setErrors(text.fields(error)),
  });
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return (
    <Form
      className={css.box}
      aria-labelledby="staff-block-title"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate();
      }}
      data-testid="staff-block-form"
    >
      <h2 id="staff-block-title" className={css.boxTitle}>
        {t('staff.calendar.block.title')}
      </h2>
      <StaffTextField
        label={t('staff.calendar.block.from')}
        name="checkIn"
        type="date"
        value={values.checkIn}
        onChange={set('checkIn')}
        error={errors.checkIn}
        isRequired
        data-testid="staff-block-from"
      />
      <StaffTextField
        label={t('staff.calendar.block.to')}
        hint={t('staff.calendar.block.toHint')}
        name="checkOut"
        type="date"
        value={values.checkOut}
        onChange={set('checkOut')}
        error={errors.checkOut}
        isRequired
        data-testid="staff-block-to"
      />
      <StaffSelect<ManualBlockReason>
        label={t('staff.calendar.block.reason')}
        value={reason}
        onChange={(next) => {
          setReason(next);
          setErrors((current) => ({ ...current, reason: undefined, note: undefined }));
        }}
        options={manualBlockReasons.map((id) => ({ id, label: t(`staff.calendar.reason.${id}`) }))}
        data-testid="staff-block-reason"
      />
      <StaffTextField
        label={t('staff.calendar.block.note')}
        hint={t('staff.calendar.block.noteHint')}
        name="note"
        value={values.note}
        onChange={set('note')}
        error={errors.note}
        isRequired={reason === 'other'}
        data-testid="staff-block-note"
      />
      {add.isError && Object.keys(errors).length === 0 ? (
        <StaffAlert>{text.failure(add.error)}</StaffAlert>
      ) : null}
      {add.isSuccess ? <StaffAlert tone="info">{t('staff.calendar.block.added')}</StaffAlert> : null}
      <div>
        <StaffButton type="submit" variant="primary" isDisabled={add.isPending} data-testid="staff-block-add">
          {t('staff.calendar.block.add')}
        </StaffButton>
      </div>
    </Form>
  );
}

/** The month's manual blocks, each with its reason, note and a remove button. */
export function ManualBlockList({ calendar }: { calendar: CalendarMonth }) {
  const intl = useIntl();
  const text = useStaffText();
  const client = useQueryClient();
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const remove = useMutation({
    mutationFn: (blockId: string) => removeManualBlock(calendar.propertyId, blockId),
    onSuccess: () => void client.invalidateQueries({ queryKey: calendarKeys.month(calendar.propertyId) }),
  });
  return (
    <section className={css.box} aria-labelledby="staff-blocks-title">
      <h2 id="staff-blocks-title" className={css.boxTitle}>
        {t('staff.calendar.blocks.title')}
      </h2>
      {calendar.manualBlocks.length === 0 ? (
        <span>{t('staff.calendar.blocks.none')}</span>
      ) : (
        <ul className={css.list} data-testid="staff-manual-blocks">
          {calendar.manualBlocks.map((block) => (
            <li key={block.id} className={css.item}>
              <strong>
                {block.checkIn} → {block.checkOut} · {t(`staff.calendar.reason.${block.reason}`)}
              </strong>
              {block.note ? <span>{block.note}</span> : null}
              <div>
                <StaffButton
                  variant="danger"
                  isDisabled={remove.isPending}
                  onPress={() => remove.mutate(block.id)}
                  data-testid="staff-block-remove"
                >
                  {t('staff.calendar.blocks.remove')}
                </StaffButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      {remove.isError ? <StaffAlert>{text.failure(remove.error)}</StaffAlert> : null}
    </section>
  );
}
