import { ChevronDown, Inbox, Plus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, Inline, Link, Menu, MenuItem } from '@meridian/ui';
import { NarrowOnly, WideOnly } from '../../common/ListFilters';
import { PageHeader } from '../../common/PageHeader';
import { messages } from './PaymentLinks.messages';
import type { NewLinkHrefs } from './PaymentLinks.rules';
import { IconText } from '../common/money.styles';

interface PaymentLinksHeaderProps {
  canManage: boolean;
  createHref: string;
  newLinkHrefs: NewLinkHrefs | undefined;
  unmatchedHref: string | undefined;
  /** The filters, under the heading. */
  children: React.ReactNode;
}

function NewLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} variant="standalone">
      <IconText>
        <Plus aria-hidden />
        {label}
      </IconText>
    </Link>
  );
}

/**
 * The ways to create a link: the three types side by side on wide pages, one "New link" menu on
 * narrow ones; a single "Create a link" when the types have no forms of their own.
 */
export function CreateLinks({
  createHref,
  newLinkHrefs,
}: Pick<PaymentLinksHeaderProps, 'createHref' | 'newLinkHrefs'>) {
  const intl = useIntl();
  if (!newLinkHrefs) return <NewLink href={createHref} label={intl.formatMessage(messages.create)} />;
  const types = [
    { id: 'static', href: newLinkHrefs.static, label: intl.formatMessage(messages.newStatic) },
    { id: 'dynamic', href: newLinkHrefs.dynamic, label: intl.formatMessage(messages.newDynamic) },
    { id: 'donation', href: newLinkHrefs.donation, label: intl.formatMessage(messages.newDonation) },
  ];
  return (
    <>
      <WideOnly>
        <Inline gap={4}>
          {types.map((type) => (
            <NewLink key={type.id} href={type.href} label={type.label} />
          ))}
        </Inline>
      </WideOnly>
      <NarrowOnly>
        <Menu
          placement="bottom end"
          trigger={
            <Button variant="primary" size="sm" icon={<Plus aria-hidden />}>
              <IconText>
                {intl.formatMessage(messages.newLink)}
                <ChevronDown aria-hidden />
              </IconText>
            </Button>
          }
        >
          {types.map((type) => (
            <MenuItem key={type.id} id={type.id} href={type.href}>
              {type.label}
            </MenuItem>
          ))}
        </Menu>
      </NarrowOnly>
    </>
  );
}

/** The page's heading, the unmatched payments, the ways to create a link, and the filters under them. */
export function PaymentLinksHeader({
  canManage,
  createHref,
  newLinkHrefs,
  unmatchedHref,
  children,
}: PaymentLinksHeaderProps) {
  const intl = useIntl();
  const create = canManage ? <CreateLinks createHref={createHref} newLinkHrefs={newLinkHrefs} /> : null;
  return (
    <PageHeader
      title={intl.formatMessage(messages.heading)}
      description={intl.formatMessage(canManage ? messages.description : messages.readOnly)}
      actions={
        unmatchedHref ? (
          <Inline gap={4}>
            <Link href={unmatchedHref} variant="standalone">
              <IconText>
                <Inbox aria-hidden />
                {intl.formatMessage(messages.unmatched)}
              </IconText>
            </Link>
            {create}
          </Inline>
        ) : (
          create
        )
      }
    >
      {children}
    </PageHeader>
  );
}
