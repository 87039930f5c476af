import { useState } from 'react';
import { useIntl } from 'react-intl';
import { UserRound } from 'lucide-react';
import { AvatarImage, AvatarRoot } from './Avatar.styles';
import type { Size } from '../theme/vocabulary';

export interface AvatarProps {
  /** The person's (or workspace's) name: the avatar's accessible name and the source of its initials. */
  name?: string;
  /** The picture's address. Without one, or when it fails to load, the initials show instead. */
  src?: string | null;
  /** Default `md`: xs 24, sm 32, md 40, lg 48, xl 64 px. */
  size?: Size;
  /**
   * Hides the avatar from assistive technology, when the name is written right beside it.
   * Without a `name` the avatar is always decorative.
   */
  isDecorative?: boolean;
  id?: string;
}

const tones = ['brand', 'green', 'amber', 'red', 'blue'] as const;

/** A person's picture, or their initials, or a generic silhouette when there is no name. */
export function Avatar({ name, src, size = 'md', isDecorative = false, id }: AvatarProps) {
  const intl = useIntl();
  // Remember which address failed, so that a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const trimmed = name?.trim() ?? '';
  const hidden = isDecorative || trimmed === '';
  const showImage = Boolean(src) && failedSrc !== src;
  const initials = trimmed ? initialsOf(trimmed, intl.locale) : '';

  if (showImage) {
    return (
      <AvatarRoot size={size} id={id} aria-hidden={hidden || undefined}>
        <AvatarImage src={src ?? undefined} alt={hidden ? '' : trimmed} onError={() => setFailedSrc(src ?? null)} />
      </AvatarRoot>
    );
  }
  return (
    <AvatarRoot
      size={size}
      id={id}
      tone={initials ? toneOf(trimmed) : 'neutral'}
      role={hidden ? undefined : 'img'}
      aria-label={hidden ? undefined : trimmed}
      aria-hidden={hidden || undefined}
    >
      {initials ? <span aria-hidden>{initials}</span> : <UserRound aria-hidden />}
    </AvatarRoot>
  );
}

/** The first letters of the first and last words ("Ana Maria Souza" -> "AS"), whole characters only. */
export function initialsOf(name: string, locale?: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return '';
  const first = firstLetter(words[0] ?? '');
  const last = words.length > 1 ? firstLetter(words[words.length - 1] ?? '') : '';
  return (first + last).toLocaleUpperCase(locale);
}

function firstLetter(word: string): string {
  const letter = Array.from(word).find((char) => /[\p{L}\p{N}]/u.test(char));
  return letter ?? '';
}

function toneOf(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return tones[hash % tones.length];
}
