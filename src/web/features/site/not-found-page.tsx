import { EmptyStatePage } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { paths } from '../../app/paths';

export default function NotFoundPage() {
  return (
    <EmptyStatePage
      className="py-10"
      icon="globe"
      title="Page not found"
      description="We couldn't find that page. It may have moved, or the link may be mistyped."
      action={
        <>
          <LinkButton to={paths.home()}>Go to Home</LinkButton>
          <LinkButton to={paths.feteGuide()} variant="secondary">
            Browse the Fete Guide
          </LinkButton>
        </>
      }
    />
  );
}
