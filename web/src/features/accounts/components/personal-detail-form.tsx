import { genders, limits, profileSchema } from '@stayvn/shared';
import { useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isHttpError } from '@/lib/http-error';
import { useUpdateProfile } from '../api/me-api';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import type { User } from '@/lib/session/schemas';
import styles from './manage-account.module.css';

type Gender = (typeof genders)[number];

export function PersonalDetailForm({ user }: { user: User }) {
  const intl = useIntl();
  const text = useKeyText();
  const form = useSchemaForm(profileSchema, {
    fullName: user.fullName,
    gender: user.gender as Gender | null,
    nationality: user.nationality ?? '',
    phoneNumber: user.phoneNumber ?? '',
    companyName: user.companyName ?? '',
    address: user.address ?? '',
  });
  const update = useUpdateProfile();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string }>();
  const change = <K extends 'fullName' | 'nationality' | 'phoneNumber' | 'companyName' | 'address'>(
    name: K,
  ) => ({
    ...form.field(name),
    onChange: (value: string) => {
      setOutcome(undefined);
      form.setValue(name, value);
    },
    error: text.field(form.errors[name]),
  });

  return (
    <Form
      className={styles.form}
      data-testid="personal-detail-form"
      onSubmit={(event) => {
        event.preventDefault();
        // The button stays focusable while pending (focus is kept); Enter must not resend.
        if (update.isPending) return;
        const input = profileSchema.safeParse(form.values);
        if (!input.success) return;
        update.mutate(input.data, {
          onSuccess: () =>
            setOutcome({ tone: 'success', message: intl.formatMessage({ id: 'personal.saved' }) }),
          onError: (error) => {
            if (isHttpError(error) && error.details.length > 0) form.setServerErrors(error.details);
            else setOutcome({ tone: 'error', message: text.failure(error) });
          },
        });
      }}
    >
      {outcome ? (
        <Alert tone={outcome.tone} data-testid="personal-detail-result">
          {outcome.message}
        </Alert>
      ) : null}
      <TextField
        name="email"
        label={intl.formatMessage({ id: 'personal.email' })}
        value={user.email}
        onChange={() => undefined}
        type="email"
        isReadOnly
      />
      <RadioGroup
        className={styles.radioGroup}
        orientation="horizontal"
        value={form.values.gender ?? ''}
        onChange={(value) => {
          setOutcome(undefined);
          form.setValue('gender', value as Gender);
        }}
      >
        <Label className={styles.groupLabel}>{intl.formatMessage({ id: 'personal.gender' })}</Label>
        <div className={styles.radios}>
          {genders.map((gender) => (
            <Radio key={gender} value={gender} className={styles.radio}>
              <span className={styles.radioDot} aria-hidden="true" />
              {intl.formatMessage({
                id: gender === 'male' ? 'personal.gender.male' : 'personal.gender.female',
              })}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <div className={styles.pair}>
        <TextField
          {...change('fullName')}
          label={intl.formatMessage({ id: 'personal.fullName' })}
          autoComplete="name"
          maxLength={limits.contactFullName}
          isRequired
        />
        <TextField
          {...change('nationality')}
          label={intl.formatMessage({ id: 'personal.nationality' })}
          autoComplete="country-name"
          maxLength={100}
        />
        <TextField
          {...change('phoneNumber')}
          label={intl.formatMessage({ id: 'personal.phone' })}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={limits.phoneMax}
        />
        <TextField
          {...change('companyName')}
          label={intl.formatMessage({ id: 'personal.company' })}
          autoComplete="organization"
          maxLength={limits.companyName}
        />
      </div>
      <TextField
        {...change('address')}
        label={intl.formatMessage({ id: 'personal.address' })}
        autoComplete="street-address"
        maxLength={255}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={!form.canSubmit} isPending={update.isPending}>
          {intl.formatMessage({ id: update.isPending ? 'form.sending' : 'personal.save' })}
        </Button>
      </div>
    </Form>
  );
}
