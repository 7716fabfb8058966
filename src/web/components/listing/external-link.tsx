import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../ui/icon';

/** The URL when it is http or https, else null: links users supply never become `javascript:` and friends. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export type ExternalLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel' | 'children'> & {
  href: string | null | undefined;
  children: ReactNode;
  /** Draws the small 'leaves the site' arrow after the text. */
  icon?: boolean;
};

/**
 * A link that leaves the site, in a new tab: rendered only for http(s) URLs, otherwise nothing at all.
 * Screen readers hear '(opens in a new tab)'.
 */
export function ExternalLink({ href, children, icon = false, ...rest }: ExternalLinkProps) {
  const url = safeHttpUrl(href);
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {icon ? <Icon name="external" className="h-4 w-4" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A path on this site ('/fete-rides'), never a protocol-relative '//host' address. */
export function sitePath(value: string | null | undefined): string | null {
  const raw = value?.trim();
  return raw && /^\/(?![/\\])/.test(raw) ? raw : null;
}

/**
 * A link whose target comes from content (an ad, a ride link): a path on this site opens in place,
 * an http(s) URL opens in a new tab as an ExternalLink, anything else renders nothing.
 */
export function ContentLink({ href, children, icon = false, ...rest }: ExternalLinkProps) {
  const path = sitePath(href);
  if (path) {
    return (
      <Link to={path} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <ExternalLink href={href} icon={icon} {...rest}>
      {children}
    </ExternalLink>
  );
}
