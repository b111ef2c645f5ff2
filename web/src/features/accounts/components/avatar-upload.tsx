import { imageMimeTypes } from '@stayvn/shared';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { CameraIcon } from '@/components/ui/icons';
import { useUploadAvatar } from '../api/me-api';
import { useKeyText } from '@/lib/forms/use-key-text';
import type { User } from '@/lib/session/schemas';
import { imageFileProblem } from '@/lib/image-file';
import { Avatar } from './avatar';
import styles from './manage-account.module.css';

export function AvatarUpload({ user }: { user: User }) {
  const intl = useIntl();
  const text = useKeyText();
  const upload = useUploadAvatar();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();

  return (
    <div className={styles.avatarRow} data-testid="avatar-upload">
      <Avatar user={user} size={88} />
      <div className={styles.avatarText}>
        <p className={styles.avatarTitle}>{intl.formatMessage({ id: 'avatar.title' })}</p>
        <p className={styles.hint} id="avatar-hint">
          {intl.formatMessage({ id: 'avatar.hint' })}
        </p>
        <FileTrigger
          acceptedFileTypes={[...imageMimeTypes]}
          onSelect={(files) => {
            const file = files?.[0];
            if (!file) return;
            const problem = imageFileProblem(file);
            if (problem) return setMessage({ tone: 'error', text: text.field(problem)! });
            setMessage(undefined);
            upload.mutate(file, {
              onSuccess: () =>
                setMessage({ tone: 'success', text: intl.formatMessage({ id: 'avatar.saved' }) }),
              onError: (error) => setMessage({ tone: 'error', text: text.failure(error) }),
            });
          }}
        >
          <Button variant="secondary" isPending={upload.isPending} aria-describedby="avatar-hint">
            <CameraIcon size={16} />
            {intl.formatMessage({ id: upload.isPending ? 'form.sending' : 'avatar.change' })}
          </Button>
        </FileTrigger>
        {message ? (
          <p
            role={message.tone === 'error' ? 'alert' : 'status'}
            className={message.tone === 'error' ? styles.avatarError : styles.avatarSaved}
            data-testid="avatar-message"
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
