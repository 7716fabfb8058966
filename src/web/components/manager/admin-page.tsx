import type { ReactNode } from 'react';
import { Container } from '../ui/container';
import { LinkButton } from '../ui/link-button';
import { PageHeader } from '../ui/page-header';
import { paths } from '../../app/paths';

/** The frame of a back-office page: a way back, the title, then the page. */
export function AdminPage({
  title,
  description,
  backTo = paths.admin(),
  backLabel = 'Back to Admin',
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  backTo?: string;
  backLabel?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container width="xl">
      <LinkButton
        to={backTo}
        variant="ghost"
        size="sm"
        className="-ml-3 mb-4"
        icon={<span aria-hidden="true">←</span>}
      >
        {backLabel}
      </LinkButton>
      <PageHeader eyebrow="Admin Control" title={title} description={description} actions={actions} />
      {children}
    </Container>
  );
}
