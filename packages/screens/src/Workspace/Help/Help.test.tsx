import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Help, type HelpProps } from './Help';
import { exampleHelpLinks as links } from './Help.examples';
import { foldForSearch, matchesQuery } from './Help.rules';

function renderHelp(props: Partial<HelpProps> = {}) {
  const onStartChat = vi.fn();
  const { unmount } = renderWithProviders(
    <Help links={links} supportEmail="support@meridian.example" onStartChat={onStartChat} {...props} />,
  );
  return { onStartChat, unmount };
}

const questions = () =>
  within(screen.getByRole('region', { name: 'Frequently asked questions' })).getAllByRole('button');

describe('matchesQuery', () => {
  it('ignores case and accents, by the rules of the locale', () => {
    expect(matchesQuery(['Vérification du domaine'], 'VERIFICATION', 'fr')).toBe(true);
    expect(matchesQuery(['Configurações'], 'configuracoes', 'pt')).toBe(true);
    expect(foldForSearch('İstanbul', 'tr')).toBe('istanbul');
  });

  it('needs every word, anywhere in the texts, and matches everything when empty', () => {
    expect(matchesQuery(['Add a wallet', 'on Moonbeam'], 'moonbeam wallet', 'en')).toBe(true);
    expect(matchesQuery(['Add a wallet'], 'wallet kusama', 'en')).toBe(false);
    expect(matchesQuery(['Anything'], '   ', 'en')).toBe(true);
  });
});

describe('Help', () => {
  it('answers what merchants ask about the API, webhooks, their store and fees, each leading to its page', async () => {
    renderHelp();
    const topic = screen.getByRole('region', { name: 'Browse by topic' });
    for (const [article, page] of [
      ['Open API keys', '/settings/api-keys'],
      ['Open webhooks', '/settings/webhooks'],
      ['Open WooCommerce', '/integrations/woocommerce'],
      ['Open Squarespace', '/integrations/squarespace'],
      ['Open billing', '/billing'],
    ]) {
      expect(within(topic).getByRole('link', { name: article })).toHaveAttribute('href', page);
    }
    expect(topic).toHaveTextContent(/Authorization: Bearer/);
    expect(topic).toHaveTextContent(/check the webhook-signature header with the endpoint’s whsec_ secret/);
    await userEvent.type(screen.getByRole('searchbox'), 'what does meridian charge');
    const fees = screen.getByRole('button', { name: 'What does Meridian charge?' });
    expect(fees).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Fees are not taken from the payment/)).toBeVisible();
  });

  it('shows the three topics, the questions closed, the tier limits and the contact options', async () => {
    const { onStartChat } = renderHelp();
    const topics = screen.getByRole('region', { name: 'Browse by topic' });
    expect(
      within(topics)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Getting started', 'Wallets and payments', 'Payment links', 'Stores, API and fees']);
    for (const question of questions()) expect(question).toHaveAttribute('aria-expanded', 'false');
    const limits = screen.getByRole('table');
    expect(within(limits).getByRole('row', { name: /Basic Plus \$500 per payment/ })).toBeInTheDocument();
    expect(within(limits).getByRole('row', { name: /Gold \$100,000 per month/ })).toBeInTheDocument();
    expect(screen.getByText('Monday-Friday 9AM-6PM ET')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@meridian.example' })).toHaveAttribute(
      'href',
      'mailto:support@meridian.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start a chat' }));
    expect(onStartChat).toHaveBeenCalledTimes(1);
  });

  it('keeps the live chat option without a chat service, pointing to email support instead', () => {
    renderHelp({ onStartChat: undefined });
    expect(screen.queryByRole('button', { name: 'Start a chat' })).not.toBeInTheDocument();
    const chat = screen.getByText('Live chat').closest('li');
    expect(chat).toHaveTextContent(/Live chat is not open yet.*we reply within one business day/);
    expect(within(chat!).getByRole('link', { name: 'Email support instead' })).toHaveAttribute(
      'href',
      'mailto:support@meridian.example',
    );
    // Where the chat is offered: the first of the contact options.
    expect(chat?.parentElement?.firstElementChild).toBe(chat);
  });

  it('opens an answer: cards, bank transfers and crypto depending on the region, with the provider’s countries', async () => {
    const { unmount } = renderHelp({ onramp: { provider: 'Sandbox', countries: ['PT', 'BR', 'FR'] } });
    const question = screen.getByRole('button', { name: 'Which payment methods are accepted?' });
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText(/^Meridian accepts cards, bank transfers and crypto, depending on the region\./),
    ).toHaveTextContent(
      'customers without crypto pay by card or bank transfer through Sandbox, which buys the exact amount and sends it to you as an ordinary payment; what each customer can use depends on their country. Sandbox serves Brazil, France, and Portugal.',
    );
    unmount();
    renderHelp();
    await userEvent.click(screen.getByRole('button', { name: 'Which payment methods are accepted?' }));
    expect(screen.getByText(/which this server does not have configured yet/)).toBeVisible();
  });

  it('names the network test links are paid on: Moonbase Alpha, or the local test chain of a local run', async () => {
    const { unmount } = renderHelp();
    expect(screen.getByText(/Links in the test environment are paid on the Moonbase Alpha test network/)).toBeVisible();
    unmount();
    renderHelp({ testNetwork: 'local' });
    expect(screen.getByText(/Links in the test environment are paid on the local test chain/)).toBeVisible();
    expect(screen.queryByText(/Moonbase Alpha/)).toBeNull();
    // The search reads the text as shown.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'local test chain');
    expect(questions().map((q) => q.textContent)).toEqual([
      'Which networks can I receive payments on?',
      'How do I test my store or my code without real money?',
    ]);
  });

  it('filters as the person types and opens the matching answers', async () => {
    const onQueryChange = vi.fn();
    renderHelp({ onQueryChange });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help center' }), '48 hours');
    expect(onQueryChange).toHaveBeenLastCalledWith('48 hours');
    expect(questions().map((q) => q.textContent)).toEqual(['How long does verification take?']);
    expect(questions()[0]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('region', { name: 'Browse by topic' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “48 hours”');
  });

  it('finds text whatever accents the person types', () => {
    renderHelp({ defaultQuery: 'VÉRIFICATION' });
    expect(questions().map((q) => q.textContent)).toContain('How long does verification take?');
  });

  it('says when nothing matches and clears the search', async () => {
    renderHelp({ defaultQuery: 'xylophone' });
    expect(screen.getByRole('heading', { name: 'No results for “xylophone”' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Frequently asked questions' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact us' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse all topics' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(questions()).toHaveLength(11);
  });
});
