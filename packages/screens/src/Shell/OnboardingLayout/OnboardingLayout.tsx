import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Card, Stepper, type StepperStep } from '@meridian/ui';
import { MeridianLogo } from '../../common/MeridianLogo';
import { CardContent } from '../../common/page.styles';
import { PublicHeading } from '../../common/PublicHeading';
import { Footer, Header, HeadingBlock, Main, Page } from './OnboardingLayout.styles';

export interface OnboardingLayoutProps {
  /** The step's heading (`h1`), at the top of the card; it also names the `main` landmark. */
  heading: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The card's content: the step's form or choice. */
  children?: ReactNode;
  /** The flow's steps, shown as progress above the card; none before a flow is chosen. */
  steps?: StepperStep[];
  /** The id of the step in progress. */
  currentStep?: string;
  /** Makes completed steps buttons that go back to them. */
  onStepPress?: (stepId: string) => void;
  /** Names the progress list, e.g. "Create a workspace". Default "Progress". */
  stepsLabel?: string;
  /** Controls at the end of the header, e.g. a "Log out" button. */
  headerEnd?: ReactNode;
  /** The year of the copyright line; defaults to the current year. */
  copyrightYear?: number;
  /**
   * Identifies what the card shows, usually the step. When it changes, focus moves to the
   * heading, so that keyboard and screen-reader users start the new step at its top.
   */
  focusKey?: string;
}

/**
 * The page around the onboarding flow: a header with the wordmark, the flow's progress, and
 * one card holding the current step inside `main`.
 */
export function OnboardingLayout({
  heading,
  description,
  children,
  steps,
  currentStep,
  onStepPress,
  stepsLabel,
  headerEnd,
  copyrightYear = new Date().getFullYear(),
  focusKey,
}: OnboardingLayoutProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLDivElement>(null);
  const shownKey = useRef(focusKey);
  useEffect(() => {
    if (shownKey.current === focusKey) return;
    shownKey.current = focusKey;
    headingRef.current?.focus();
  }, [focusKey]);
  return (
    <Page>
      <Header>
        <MeridianLogo />
        {headerEnd}
      </Header>
      <Main aria-labelledby={headingId}>
        {steps && steps.length > 0 ? (
          <Stepper steps={steps} currentStep={currentStep} onStepPress={onStepPress} aria-label={stepsLabel} />
        ) : null}
        <Card as="div">
          <CardContent>
            <HeadingBlock ref={headingRef} tabIndex={-1}>
              <PublicHeading id={headingId} heading={heading} description={description} />
            </HeadingBlock>
            {children}
          </CardContent>
        </Card>
      </Main>
      <Footer>
        {/* The product name and the year read the same in every language. */}
        <span>© {copyrightYear} Meridian</span>
      </Footer>
    </Page>
  );
}
