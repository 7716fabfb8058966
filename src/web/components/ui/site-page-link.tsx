import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { SitePageSlug } from '../../../shared/domains/site';

/**
 * A link to the terms or the privacy policy from a form (decision 0045): it opens in a new tab, so what the form
 * holds is never lost. Inside a checkbox's label it follows the link and leaves the box as it was. "Opens in a new
 * tab" is the link's description, not part of its text, so the checkbox's name stays the label's words.
 */
export function SitePageLink({ page, children }: { page: SitePageSlug; children: ReactNode }) {
  const noteId = useId();
  return (
    <>
      <Link
        aria-describedby={noteId}
        to={page === 'privacy' ? paths.privacy() : paths.terms()}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-carnival-700 underline hover:text-carnival-800"
      >
        {children}
      </Link>
      <span id={noteId} hidden>
        Opens in a new tab
      </span>
    </>
  );
}
