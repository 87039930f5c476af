import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Card } from '@meridian/ui';
import { MeridianLogo } from '../../common/MeridianLogo';
import { PublicHeading } from '../../common/PublicHeading';
import { whenPageSettled } from '../../common/pageSettled';
import { CardContent, HeadingBlock, PublicFooter, PublicPage } from '../../common/page.styles';
import { Below, Eyebrow, Header, Main, PickerPlaceholder } from './GuestLayout.styles';
import { useLanguagePickerContext, type LanguagePickerProps } from './LanguagePickerContext';

// The picker's select (its popover and list box) is a chunk of its own, so that a guest page
// shows without waiting for it; it loads once the page has settled, its place kept meanwhile.
const LanguagePicker = lazy(async () => {
  await whenPageSettled();
  return { default: (await import('./LanguagePicker')).LanguagePicker };
});

export interface GuestLayoutProps {
  /** The page's heading (`h1`), at the top of the card. */
  heading: ReactNode;
  /** A short line above the heading (an HTTP status, a step). */
  eyebrow?: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The card's content: a form, a message, actions. */
  children?: ReactNode;
  /** A line under the card, e.g. "Don't have an account? Sign up". */
  below?: ReactNode;
  /** Extra footer content next to the copyright line, e.g. the app's language picker. */
  footer?: ReactNode;
  /** The year of the copyright line; defaults to the current year. */
  copyrightYear?: number;
  /**
   * The interface language and how to change it, shown as a picker in the footer; defaults to
   * the one provided by `LanguagePickerContext` (none without either).
   */
  languagePicker?: LanguagePickerProps;
}

/**
 * The page around every screen a signed-out person sees: the logo, one centred card that
 * holds the page heading and content inside the `main` landmark, and a footer with the
 * language picker.
 */
export function GuestLayout({
  heading,
  eyebrow,
  description,
  children,
  below,
  footer,
  copyrightYear = new Date().getFullYear(),
  languagePicker,
}: GuestLayoutProps) {
  const headingId = useId();
  const provided = useLanguagePickerContext();
  const picker = languagePicker ?? provided;
  return (
    <PublicPage>
      <Header>
        <MeridianLogo />
      </Header>
      <Main aria-labelledby={headingId}>
        <Card as="div">
          <CardContent>
            <HeadingBlock>
              {eyebrow != null ? <Eyebrow>{eyebrow}</Eyebrow> : null}
              <PublicHeading id={headingId} heading={heading} description={description} />
            </HeadingBlock>
            {children}
          </CardContent>
        </Card>
        {below != null ? <Below>{below}</Below> : null}
      </Main>
      <PublicFooter>
        {/* The product name and the year read the same in every language. */}
        <span>© {copyrightYear} Meridian</span>
        {footer}
        {picker ? (
          <Suspense fallback={<PickerPlaceholder aria-hidden />}>
            <LanguagePicker {...picker} />
          </Suspense>
        ) : null}
      </PublicFooter>
    </PublicPage>
  );
}
