import { createFileRoute } from '@tanstack/react-router';
import { PersonalDetailPage } from '@/features/accounts/components/personal-detail-page';

export const Route = createFileRoute('/$lang/manage-account/personal-detail')({
  component: PersonalDetailPage,
});
