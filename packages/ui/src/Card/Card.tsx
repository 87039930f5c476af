import { useId, type ReactNode } from 'react';
import {
  CardActions,
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardHeading,
  CardLink,
  CardRoot,
  CardTitle,
} from './Card.styles';

export interface CardProps {
  /**
   * The element: `section` (default; a named region when it has a title), `article` for a
   * self-contained item in a list, `div` for a plain surface.
   */
  as?: 'section' | 'article' | 'div';
  /** The card's title, a heading; it names the card. */
  title?: ReactNode;
  /** The level of the title's heading. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** A line under the title. */
  description?: ReactNode;
  /** Controls at the top right (buttons, a menu). */
  actions?: ReactNode;
  /** Content under the body, usually buttons; it sits on a subtle band. */
  footer?: ReactNode;
  /** Padding of the body: `md` (default), `sm`, or `none` for a table or a list that runs edge to edge. */
  padding?: 'none' | 'sm' | 'md';
  /**
   * Makes the card one link to this address: the title becomes the link and its target
   * stretches over the card (needs `title`). Actions and footer stay separately pressable.
   */
  href?: string;
  id?: string;
  children?: ReactNode;
}

/** A surface grouping related content, with an optional header (title, description, actions) and footer. */
export function Card({
  as = 'section',
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  padding = 'md',
  href,
  id,
  children,
}: CardProps) {
  const titleId = useId();
  const hasHeader = title != null || description != null || actions != null;
  const heading = `h${headingLevel}` as const;
  return (
    <CardRoot
      as={as}
      id={id}
      aria-labelledby={title != null && as !== 'div' ? titleId : undefined}
      interactive={href && title != null ? true : undefined}
    >
      {hasHeader ? (
        <CardHeader>
          <CardHeading>
            {title != null ? (
              <CardTitle as={heading} id={titleId}>
                {href ? (
                  <CardLink href={href} data-card-link="">
                    {title}
                  </CardLink>
                ) : (
                  title
                )}
              </CardTitle>
            ) : null}
            {description != null ? <CardDescription>{description}</CardDescription> : null}
          </CardHeading>
          {actions != null ? <CardActions>{actions}</CardActions> : null}
        </CardHeader>
      ) : null}
      {children != null ? <CardBody padding={padding}>{children}</CardBody> : null}
      {footer != null ? <CardFooter>{footer}</CardFooter> : null}
    </CardRoot>
  );
}
