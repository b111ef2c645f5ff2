import { Suspense, lazy, useState, type ComponentProps } from 'react';
import { withAllMessages } from '@/i18n';

const EnquiryDialog = lazy(
  withAllMessages(() => import('./enquiry-dialog').then((module) => ({ default: module.EnquiryDialog }))),
);

const EnquiryForm = lazy(
  withAllMessages(() => import('./enquiry-form').then((module) => ({ default: module.EnquiryForm }))),
);

type DialogProps = ComponentProps<typeof EnquiryDialog>;

/**
 * The enquiry modal, loaded the first time it opens (its form, the shared schemas and the
 * captcha are not needed to show a page), then kept mounted so it opens and closes as usual.
 */
export function LazyEnquiryDialog(props: DialogProps) {
  const [wanted, setWanted] = useState(props.isOpen);
  if (props.isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryDialog {...props} />
    </Suspense>
  );
}

/** An enquiry form in a page (contact us), loaded with the page's content after it. */
export function LazyEnquiryForm({
  fallbackHeight = 640,
  ...props
}: ComponentProps<typeof EnquiryForm> & { fallbackHeight?: number }) {
  return (
    <Suspense fallback={<div style={{ minHeight: fallbackHeight }} aria-hidden="true" />}>
      <EnquiryForm {...props} />
    </Suspense>
  );
}
