import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@meridian/ui';
import { IconText } from '../IconText.styles';

export interface BackLinkProps {
  /** The page it leads back to. */
  href: string;
  /** That page's name: "Payment links". */
  children: ReactNode;
}

/** The way back to the page a page belongs to, above its heading (`PageHeader`'s `before`). */
export function BackLink({ href, children }: BackLinkProps) {
  return (
    <Link href={href} variant="standalone">
      <IconText>
        <ArrowLeft aria-hidden />
        {children}
      </IconText>
    </Link>
  );
}
