import { useEffect, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { staffFileUrl } from '../api/staff-session';
import { StaffButton, StatusPill, styles, type Tone } from './staff-ui';

/** Date and time in the console's language, Vietnam time (the business's clock). */
export function When({ at }: { at: string | null | undefined }) {
  const intl = useIntl();
  if (!at) return <>—</>;
  return (
    <time dateTime={at}>
      {intl.formatDate(at, {
        timeZone: 'Asia/Ho_Chi_Minh',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })}
    </time>
  );
}

const toneByStatus: Record<string, Tone> = {
  new: 'new',
  pending: 'new',
  awaiting_confirmation: 'new',
  pending_payment: 'new',
  in_review: 'busy',
  in_progress: 'busy',
  processing: 'busy',
  invited: 'busy',
  approved: 'good',
  resolved: 'good',
  published: 'good',
  succeeded: 'good',
  confirmed: 'good',
  active: 'good',
  rejected: 'bad',
  failed: 'bad',
  hidden: 'bad',
  disabled: 'bad',
  expired: 'plain',
  closed: 'plain',
};

/** A status as a small coloured label with its translated name. */
export function Status({ status }: { status: string }) {
  const intl = useIntl();
  const id = `staff.status.${status}`;
  const known = (intl.messages as Record<string, unknown>)[id] !== undefined;
  return (
    <StatusPill tone={toneByStatus[status] ?? 'plain'}>
      {known ? intl.formatMessage({ id: id as 'staff.status.new' }) : status}
    </StatusPill>
  );
}

/** A private image behind the staff token: fetched with it, shown as an object URL. */
function PrivateImage({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    let made: string | undefined;
    staffFileUrl(url).then(
      (objectUrl) => {
        made = objectUrl;
        if (current) setSrc(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      },
      () => undefined,
    );
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return src ? <img src={src} alt={alt} /> : <span aria-busy="true" />;
}

/** The thumbnails of a form's images; one opens large in a dialog (Escape closes it). */
export function ImageStrip({ images }: { images: Array<{ url: string; thumbnailUrl: string }> }) {
  const intl = useIntl();
  const [open, setOpen] = useState<number>();
  if (images.length === 0) return null;
  const shown = open !== undefined ? images[open] : undefined;
  return (
    <>
      <div className={styles.thumbs} data-testid="staff-images">
        {images.map((image, index) => (
          <button
            key={image.url}
            type="button"
            className={styles.thumb}
            onClick={() => setOpen(index)}
            aria-label={intl.formatMessage(
              { id: 'staff.images.open' },
              { index: index + 1, total: images.length },
            )}
          >
            <PrivateImage url={image.thumbnailUrl} alt="" />
          </button>
        ))}
      </div>
      <ModalOverlay
        className={styles.overlay}
        isOpen={shown !== undefined}
        onOpenChange={(isOpen) => !isOpen && setOpen(undefined)}
        isDismissable
      >
        <Modal>
          <Dialog className={styles.dialog}>
            {shown ? (
              <>
                <Heading slot="title" className={styles.label}>
                  {intl.formatMessage(
                    { id: 'staff.images.open' },
                    { index: open! + 1, total: images.length },
                  )}
                </Heading>
                <PrivateImage url={shown.url} alt="" />
                <div className={styles.actions}>
                  <StaffButton isDisabled={open === 0} onPress={() => setOpen((open ?? 1) - 1)}>
                    {intl.formatMessage({ id: 'staff.queue.previous' })}
                  </StaffButton>
                  <StaffButton
                    isDisabled={open === images.length - 1}
                    onPress={() => setOpen((open ?? 0) + 1)}
                  >
                    {intl.formatMessage({ id: 'staff.queue.next' })}
                  </StaffButton>
                  <span style={{ flex: 1 }} />
                  <StaffButton slot="close" onPress={() => setOpen(undefined)}>
                    {intl.formatMessage({ id: 'staff.detail.close' })}
                  </StaffButton>
                </div>
              </>
            ) : null}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

/** One filter choice ('all' or a status) as the service's query value. */
export const chosen = <K extends string>(value: K | 'all'): K | undefined =>
  value === 'all' ? undefined : value;
