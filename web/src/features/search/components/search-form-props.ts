import type { SearchType } from '@stayvn/shared';
import type { SearchFilter } from '../utils/search-filter';

export type SearchFormProps = {
  /** hero: on the home carousel's dark picture; page: above a list; dialog: in the floating search. */
  variant: 'hero' | 'page' | 'dialog';
  defaultTab?: SearchType;
  /** Called after a valid submit navigated to the results (e.g. to close a dialog). */
  onSubmitted?: () => void;
  /** The filter to start from (the results page passes the one in its URL). */
  initialFilter?: SearchFilter;
};
