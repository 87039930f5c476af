import { messagesIn } from '../i18n';
import type { ReactNode } from 'react';
import type { LinkProps as RACLinkProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ExternalLink } from 'lucide-react';
import { VisuallyHidden } from '../Layout/VisuallyHidden';
import { ExternalIcon, StyledLink } from './Link.styles';

const messages = messagesIn('ui.Link', {
  newTab: '(opens in a new tab)',
});

export interface LinkProps extends Omit<RACLinkProps, 'children' | 'className' | 'style' | 'render'> {
  /**
   * `inline` (default) is underlined, for links inside running text; `standalone` is a link
   * on its own line or in a list, underlined on hover.
   */
  variant?: 'inline' | 'standalone';
  /**
   * Opens the page in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and tells
   * the reader so, with an icon and a visually hidden "(opens in a new tab)". Implied by
   * `target="_blank"`.
   */
  external?: boolean;
  children: ReactNode;
}

/**
 * A link. Client-side navigation works through react-aria's router integration: the app
 * wraps its tree once in `<RouterProvider navigate={navigate} useHref={useHref}>` (exported
 * by `@meridian/ui`, fed with react-router's `useNavigate`/`useHref`), and every `Link`
 * with an internal `href` then navigates without a page load. Links opening a new tab, or
 * pressed with a modifier key, keep the browser's behaviour.
 */
export function Link({ variant = 'inline', external, target, rel, children, ...props }: LinkProps) {
  const intl = useIntl();
  const opensNewTab = external || target === '_blank';
  return (
    <StyledLink
      {...props}
      variant={variant}
      target={opensNewTab ? '_blank' : target}
      rel={opensNewTab ? mergeRel(rel) : rel}
    >
      {children}
      {opensNewTab ? (
        <>
          <ExternalIcon aria-hidden>
            <ExternalLink />
          </ExternalIcon>
          <VisuallyHidden> {intl.formatMessage(messages.newTab)}</VisuallyHidden>
        </>
      ) : null}
    </StyledLink>
  );
}

/** Adds `noopener noreferrer` to the caller's `rel` so that the new page cannot reach `window.opener`. */
function mergeRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}
