import {
  languageCodes,
  languageNames,
  staffInviteSchema,
  type Language,
  type StaffMember,
  type StaffRole,
} from '@stayvn/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { isHttpError } from '@/lib/http-error';
import { useStaffText } from '../utils/staff-text';
import { inviteMember, membersQuery, setMemberDisabled, staffKeys } from '../api/staff-api';
import { staffSessionAtom } from '../api/staff-session';
import { DetailHead, StaffQueue } from './staff-queue';
import { StaffPage } from './staff-layout';
import { Status, When } from './staff-format';
import { Facts, StaffAlert, StaffButton, StaffSelect, StaffTextField, styles } from './staff-ui';

/** Staff accounts (admins): invite someone, disable or enable an account. */
export function MembersPage() {
  const intl = useIntl();
  const text = useStaffText();
  const client = useQueryClient();
  const me = useAtomValue(staffSessionAtom)?.staff;
  const list = useQuery(membersQuery());
  const [inviting, setInviting] = useState(false);
  const toggle = useMutation({
    mutationFn: (input: { id: string; disable: boolean }) => setMemberDisabled(input.id, input.disable),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.members }),
  });
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const role = (value: StaffRole) => t(value === 'admin' ? 'staff.role.admin' : 'staff.role.support');
  return (
    <StaffPage title="staff.nav.members" intro="staff.members.intro">
      <StaffQueue<StaffMember>
        label={t('staff.nav.members')}
        answer={
          list.data && { ...list.data, total: list.data.items.length, pageSize: list.data.items.length }
        }
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        filters={
          <StaffButton variant="primary" onPress={() => setInviting(true)} data-testid="staff-invite-open">
            {t('staff.members.invite')}
          </StaffButton>
        }
        columns={[
          { id: 'fullName', label: t('staff.col.name'), render: (row) => row.fullName },
          { id: 'email', label: t('staff.col.email'), render: (row) => row.email },
          { id: 'role', label: t('staff.col.role'), render: (row) => role(row.role) },
          {
            id: 'totp',
            label: t('staff.col.totp'),
            render: (row) => t(row.totpEnrolled ? 'staff.yes' : 'staff.no'),
          },
          {
            id: 'lastLoginAt',
            label: t('staff.col.lastLogin'),
            render: (row) => <When at={row.lastLoginAt} />,
          },
          {
            id: 'status',
            label: t('staff.col.status'),
            render: (row) => <Status status={row.status} />,
          },
        ]}
        renderDetail={(row, close) => (
          <>
            <DetailHead title={row.fullName} onClose={close}>
              <Status status={row.status} />
            </DetailHead>
            <Facts
              rows={[
                [t('staff.col.email'), row.email],
                [t('staff.col.role'), role(row.role)],
                [t('staff.col.totp'), t(row.totpEnrolled ? 'staff.yes' : 'staff.no')],
                [t('staff.col.created'), <When key="c" at={row.createdAt} />],
                [t('staff.col.lastLogin'), <When key="l" at={row.lastLoginAt} />],
              ]}
            />
            {toggle.isError ? <StaffAlert>{text.failure(toggle.error)}</StaffAlert> : null}
            {row.id !== me?.id ? (
              <div className={styles.actions}>
                {row.status === 'disabled' ? (
                  <StaffButton
                    isDisabled={toggle.isPending}
                    onPress={() => toggle.mutate({ id: row.id, disable: false })}
                  >
                    {t('staff.members.enable')}
                  </StaffButton>
                ) : (
                  <StaffButton
                    variant="danger"
                    isDisabled={toggle.isPending}
                    onPress={() => toggle.mutate({ id: row.id, disable: true })}
                    data-testid="staff-disable"
                  >
                    {t('staff.members.disable')}
                  </StaffButton>
                )}
              </div>
            ) : null}
          </>
        )}
      />
      <InviteDialog isOpen={inviting} onClose={() => setInviting(false)} />
    </StaffPage>
  );
}

function InviteDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const intl = useIntl();
  const text = useStaffText();
  const client = useQueryClient();
  const [values, setValues] = useState<{
    email: string;
    fullName: string;
    role: StaffRole;
    language: Language;
  }>({
    email: '',
    fullName: '',
    role: 'support',
    language: 'en',
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const invite = useMutation({
    mutationFn: inviteMember,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffKeys.members });
      setValues({ email: '', fullName: '', role: 'support', language: 'en' });
      onClose();
    },
    onError: (error) => {
      const details = isHttpError(error) ? error.details : [];
      setErrors(Object.fromEntries(details.map((detail) => [detail.field, text.field(detail.message)])));
    },
  });
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const set = (field: 'email' | 'fullName') => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
    >
      <Modal>
        <Dialog className={styles.formDialog} data-testid="staff-invite-dialog">
          <Heading slot="title">{t('staff.members.invite')}</Heading>
          <p className={styles.hint} style={{ margin: 0 }}>
            {t('staff.members.inviteIntro')}
          </p>
          <Form
            style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (invite.isPending) return;
              const input = staffInviteSchema.safeParse(values);
              if (!input.success) {
                const next: Record<string, string | undefined> = {};
                for (const issue of input.error.issues)
                  next[String(issue.path[0])] ??= text.field(issue.message);
                setErrors(next);
                return;
              }
              invite.mutate(input.data);
            }}
          >
            {invite.isError ? <StaffAlert>{text.failure(invite.error)}</StaffAlert> : null}
            <StaffTextField
              label={t('staff.col.email')}
              name="email"
              type="email"
              value={values.email}
              onChange={set('email')}
              error={errors.email}
              isRequired
              autoFocus
              data-testid="staff-invite-email"
            />
            <StaffTextField
              label={t('staff.col.name')}
              name="fullName"
              value={values.fullName}
              onChange={set('fullName')}
              error={errors.fullName}
              isRequired
              data-testid="staff-invite-name"
            />
            <StaffSelect<StaffRole>
              label={t('staff.col.role')}
              value={values.role}
              onChange={(roleValue) => setValues((current) => ({ ...current, role: roleValue }))}
              options={[
                { id: 'support', label: t('staff.role.support') },
                { id: 'admin', label: t('staff.role.admin') },
              ]}
            />
            <StaffSelect<Language>
              label={t('staff.members.mailLanguage')}
              value={values.language}
              onChange={(language) => setValues((current) => ({ ...current, language }))}
              options={languageCodes.map((id) => ({ id, label: languageNames[id] }))}
            />
            <div className={styles.actions}>
              <StaffButton
                type="submit"
                variant="primary"
                isDisabled={invite.isPending}
                data-testid="staff-invite-send"
              >
                {t('staff.members.send')}
              </StaffButton>
              <StaffButton variant="quiet" onPress={onClose}>
                {t('staff.cancel')}
              </StaffButton>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
