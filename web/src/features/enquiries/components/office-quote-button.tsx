import type { Language } from '@stayvn/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { LazyEnquiryDialog } from './lazy-enquiry';

/** The serviced office's "Ask for a quote" (spec §2.9): the quote form (message, service of interest) in the modal. */
export function OfficeQuoteButton({ language, className }: { language: Language; className?: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <span className={className}>
        <Button onPress={() => setOpen(true)} data-testid="office-quote-button">
          {intl.formatMessage({ id: 'office.quote.button' })}
        </Button>
      </span>
      <LazyEnquiryDialog
        kind="office_quote"
        language={language}
        isOpen={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
