import type { SyncLogEntry } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { StatusBadge, Inline, Text, type BadgeTone } from '@meridian/ui';
import { messages as integrationMessages } from '../Integrations/Integrations.messages';
import { LogList } from './Squarespace.styles';
import { messages, valueMessages } from './Squarespace.messages';

const tones: Record<SyncLogEntry['outcome'], BadgeTone> = { ok: 'success', retrying: 'warning', failed: 'danger' };

/** The integration's sync log, newest first: what each sync did and its result. */
export function SquarespaceLog({ log }: { log: SyncLogEntry[] }) {
  const intl = useIntl();
  if (log.length === 0) return <Text tone="muted">{intl.formatMessage(messages.logEmpty)}</Text>;
  const outcomes = {
    ok: intl.formatMessage(integrationMessages.ok),
    retrying: intl.formatMessage(integrationMessages.retrying),
    failed: intl.formatMessage(integrationMessages.outcomeFailed),
  };
  const reason = (entry: SyncLogEntry) => {
    if (entry.reason === 'key_refused') return intl.formatMessage(messages.reasonKey);
    if (entry.reason === 'missing_permission') return intl.formatMessage(messages.reasonPermission);
    if (entry.httpStatus) return intl.formatMessage(valueMessages.reasonStatus, { status: entry.httpStatus });
    return intl.formatMessage(messages.reasonOther);
  };
  const name = (entry: SyncLogEntry) => entry.linkName ?? '';
  const describe = (entry: SyncLogEntry) => {
    if (entry.outcome === 'failed') {
      return intl.formatMessage(valueMessages.logFailed, {
        kind: entry.kind,
        name: name(entry),
        reason: reason(entry),
      });
    }
    switch (entry.kind) {
      case 'verify':
        return intl.formatMessage(messages.logVerify);
      case 'import':
        return intl.formatMessage(valueMessages.logImport, {
          imported: entry.imported ?? 0,
          updated: entry.updated ?? 0,
          skipped: entry.skipped ?? 0,
        });
      default:
        return entry.outcome === 'retrying'
          ? intl.formatMessage(valueMessages.logRetrying, { name: name(entry), seconds: entry.retryAfterSeconds ?? 0 })
          : intl.formatMessage(valueMessages.logOrder, { number: entry.orderNumber ?? '', name: name(entry) });
    }
  };
  return (
    <LogList aria-label={intl.formatMessage(messages.logTitle)}>
      {log.map((entry) => (
        <li key={entry.id}>
          <Inline gap={2}>
            <StatusBadge tone={tones[entry.outcome]} size="sm">
              {outcomes[entry.outcome]}
            </StatusBadge>
            <Text as="span">{describe(entry)}</Text>
            <Text as="span" tone="muted">
              {intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
          </Inline>
        </li>
      ))}
    </LogList>
  );
}
