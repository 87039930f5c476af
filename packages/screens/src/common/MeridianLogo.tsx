import { styled } from '@meridian/ui/theme';

const LogoRoot = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$6',
  fontWeight: '$bold',
  letterSpacing: '$tight',
  lineHeight: '$tight',
});

const Mark = styled('svg', {
  width: '$7',
  height: '$7',
  flexShrink: 0,
  '& .mark-tile': { fill: '$accentSolid' },
  '& .mark-lines': { stroke: '$onAccent' },
});

/**
 * Meridian's logo: the mark (a globe crossed by its meridian) and the wordmark. The name is
 * real text, so it is read once and is the same in every language.
 */
export function MeridianLogo() {
  return (
    <LogoRoot>
      <Mark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className="mark-tile" width="32" height="32" rx="8" />
        <g className="mark-lines" fill="none" strokeWidth="2" strokeLinecap="round">
          <circle cx="16" cy="16" r="9" />
          <path d="M16 7c-3.2 2.6-4.8 5.6-4.8 9s1.6 6.4 4.8 9c3.2-2.6 4.8-5.6 4.8-9S19.2 9.6 16 7Z" />
          <path d="M7 16h18" />
        </g>
      </Mark>
      <span>Meridian</span>
    </LogoRoot>
  );
}
