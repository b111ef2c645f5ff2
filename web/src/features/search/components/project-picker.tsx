import { useSuspenseQuery } from '@tanstack/react-query';
import type { Language } from '@stayvn/shared';
import { useState, type FormEvent } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ChevronDownIcon, SearchIcon } from '@/components/ui/icons';
import { projectChoicesQueryOptions } from '../api/get-projects';
import formStyles from './search-form.module.css';
import styles from './project-picker.module.css';

/**
 * Find by project (spec §2.5): a searchable list of buildings; the project is required, so
 * submitting without one shows the field error instead of a search.
 */
export function ProjectPicker({
  language,
  value,
  onSubmit,
}: {
  language: Language;
  value: string | undefined;
  onSubmit: (projectKey: string) => void;
}) {
  const intl = useIntl();
  const { data: projects } = useSuspenseQuery(projectChoicesQueryOptions(language));
  const [selected, setSelected] = useState<Key | null>(value ?? null);
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typeof selected !== 'string' || !projects.some((project) => project.key === selected)) {
      setError(true);
      return;
    }
    onSubmit(selected);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="project-form">
      <ComboBox
        className={styles.combo}
        selectedKey={selected}
        onSelectionChange={(key) => {
          setSelected(key);
          if (key !== null) setError(false);
        }}
        defaultItems={projects.map((project) => ({ id: project.key, ...project }))}
        isRequired
        isInvalid={error}
        validationBehavior="aria"
        menuTrigger="focus"
        data-testid="project-select"
      >
        <Label className={formStyles.fieldLabel}>{intl.formatMessage({ id: 'listing.project.label' })}</Label>
        <div className={styles.inputBox}>
          <Input
            className={styles.input}
            placeholder={intl.formatMessage({ id: 'listing.project.placeholder' })}
          />
          <Button
            className={styles.toggle}
            aria-label={intl.formatMessage({ id: 'listing.project.placeholder' })}
          >
            <ChevronDownIcon size={16} />
          </Button>
        </div>
        <FieldError className={formStyles.fieldError}>
          {intl.formatMessage({ id: 'listing.project.required' })}
        </FieldError>
        <Popover className={formStyles.popover} placement="bottom start" offset={6}>
          <ListBox className={formStyles.optionList}>
            {(project: { id: string; name: string }) => (
              <ListBoxItem id={project.id} textValue={project.name} className={formStyles.option}>
                {project.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <Button type="submit" className={formStyles.submit} data-testid="project-submit">
        <SearchIcon size={18} />
        {intl.formatMessage({ id: 'listing.project.submit' })}
      </Button>
    </form>
  );
}
