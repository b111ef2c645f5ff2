import { staffReplyBodySchema } from '@stayvn/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { repliesQuery, sendReply, staffKeys, type ReplyQueue } from '../api/staff-api';
import { useStaffText } from '../utils/staff-text';
import { When } from './staff-format';
import { StaffAlert, StaffButton, StaffTextField, styles } from './staff-ui';

/** The replies already sent about an item: when, by whom, to whom, and what they said. */
function ReplyHistory({ queue, id, replyCount }: { queue: ReplyQueue; id: string; replyCount: number }) {
  const intl = useIntl();
  const text = useStaffText();
  const replies = useQuery({ ...repliesQuery(queue, id), enabled: replyCount > 0 });
  if (replyCount === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={`replies-${id}`} data-testid="staff-replies">
      <h3 id={`replies-${id}`}>{intl.formatMessage({ id: 'staff.reply.count' }, { count: replyCount })}</h3>
      {replies.isError ? <StaffAlert>{text.failure(replies.error)}</StaffAlert> : null}
      <ol className={styles.replies}>
        {replies.data?.map((reply) => (
          <li key={reply.id}>
            <span className={styles.hint}>
              <When at={reply.createdAt} /> ·{' '}
              {reply.author?.fullName ?? intl.formatMessage({ id: 'staff.reply.machine' })} ·{' '}
              {intl.formatMessage({ id: 'staff.reply.to' }, { email: reply.to })}
            </span>
            <strong>{reply.subject}</strong>
            <p className={styles.text}>{reply.message}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The reply by e-mail of a queue item: sent in the sender's language, kept with the item. */
export function ReplyForm({ queue, id, replyCount }: { queue: ReplyQueue; id: string; replyCount: number }) {
  const intl = useIntl();
  const text = useStaffText();
  const client = useQueryClient();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [sent, setSent] = useState(false);
  const reply = useMutation({
    mutationFn: (body: { subject?: string; message: string }) => sendReply(queue, id, body),
    onSuccess: () => {
      setSent(true);
      setSubject('');
      setMessage('');
      void client.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
  return (
    <>
      <ReplyHistory queue={queue} id={id} replyCount={replyCount} />
      <Form
        className={styles.section}
        data-testid="staff-reply-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (reply.isPending) return;
          const input = staffReplyBodySchema.safeParse({ subject: subject || undefined, message });
          if (!input.success) {
            const next: Record<string, string | undefined> = {};
            for (const issue of input.error.issues) next[String(issue.path[0])] ??= text.field(issue.message);
            setErrors(next);
            return;
          }
          setSent(false);
          reply.mutate(input.data);
        }}
      >
        <h3>{intl.formatMessage({ id: 'staff.reply.title' })}</h3>
        {reply.isError ? <StaffAlert>{text.failure(reply.error)}</StaffAlert> : null}
        {sent ? <StaffAlert tone="info">{intl.formatMessage({ id: 'staff.reply.sent' })}</StaffAlert> : null}
        <StaffTextField
          label={intl.formatMessage({ id: 'staff.reply.subject' })}
          name="subject"
          value={subject}
          onChange={setSubject}
          error={errors.subject}
        />
        <StaffTextField
          label={intl.formatMessage({ id: 'staff.reply.message' })}
          name="message"
          value={message}
          onChange={(value) => {
            setMessage(value);
            setErrors({});
          }}
          error={errors.message}
          multiline
          isRequired
          data-testid="staff-reply-message"
        />
        <div>
          <StaffButton
            type="submit"
            variant="primary"
            isDisabled={reply.isPending}
            data-testid="staff-reply-send"
          >
            {intl.formatMessage({ id: 'staff.reply.send' })}
          </StaffButton>
        </div>
      </Form>
    </>
  );
}
