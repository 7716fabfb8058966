import type { SiteContact } from '../../../shared/domains/site';
import { Icon } from '../../components/ui/icon';
import { cx } from '../../lib/cx';

/**
 * The site's contact address and social accounts as links (decision 0045), on the footer's dark ground
 * (`night`) or a page's light one. Only what the operator configured: nothing at all when nothing is.
 */
export function ContactLinks({ contact, tone }: { contact: SiteContact; tone: 'night' | 'day' }) {
  const night = tone === 'night';
  return (
    <>
      {contact.email ? (
        <a
          href={`mailto:${contact.email}`}
          className={cx(
            'inline-flex w-fit items-center gap-2 rounded break-all hover:underline',
            night ? 'hover:text-white' : 'font-semibold text-carnival-700',
          )}
        >
          <Icon name="mail" />
          {contact.email}
        </a>
      ) : null}
      {contact.social.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Social media">
          {contact.social.map((account) => (
            <li key={account.network}>
              <a
                href={account.url}
                target="_blank"
                rel="noopener noreferrer"
                className={cx(
                  'inline-flex items-center gap-1 rounded-full px-3 py-1.5 font-medium',
                  night
                    ? 'bg-white/10 text-white hover:bg-white/20'
                    : 'bg-carnival-50 text-carnival-800 ring-1 ring-carnival-200 hover:bg-carnival-100',
                )}
              >
                {account.network}
                <Icon name="external" className="h-4 w-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Whether the operator configured any way to reach the team. */
export const hasContact = (contact: SiteContact) => Boolean(contact.email) || contact.social.length > 0;
