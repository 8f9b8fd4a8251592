// /contact through the real route table, the API stubbed and the captcha adapter mocked: the page's
// text above the form; refused inputs are named in the summary and beside their fields, and nothing is
// sent; a good message is sent with the solved captcha and the reader's language, and thanked; the
// server's refusals (400, 429) and a captcha that cannot be solved are said in the reader's language.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { contentPageFixture } from '../../../test/fixtures/content.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const captcha = vi.hoisted(() => ({ solveCaptcha: vi.fn<() => Promise<string>>() }));
vi.mock('../../../lib/captcha.ts', () => captcha);

beforeEach(() => {
  captcha.solveCaptcha.mockResolvedValue('proof-123');
});
afterEach(() => {
  captcha.solveCaptcha.mockReset();
});

const page = contentPageFixture('contact', {
  title_en: 'Contact us',
  title_fr: 'Nous joindre',
  body_en_html: '<p>Our team answers Monday to Friday.</p>',
  body_fr_html: '<p>Notre équipe répond du lundi au vendredi.</p>',
  hero: null,
});

function stubContact(send: StubHandler = () => jsonResponse({ request_id: 'req-1' }, 202)) {
  return stubApi([
    ['GET /api/content/pages/contact', page],
    ['POST /api/content/contact', send],
  ]);
}

async function fill(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  message = 'My code for Café Dépôt does not work.',
) {
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Léa Gagnon');
  await user.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'lea@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'What is it about?' }), 'codes');
  await user.type(screen.getByRole('textbox', { name: 'Your message' }), message);
}

const posts = (fetchMock: ReturnType<typeof stubApi>) => calls(fetchMock).filter((call) => call.startsWith('POST'));

describe('/contact', () => {
  it('shows the page’s text above the form, with translated topics and a character counter', async () => {
    stubContact();
    const { user } = await renderApp('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByText('Our team answers Monday to Friday.')).toBeInTheDocument();
    const topic = screen.getByRole('combobox', { name: 'What is it about?' });
    expect(
      within(topic)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a topic',
      'My membership',
      'Billing and auto-renew',
      'A code or an offer that does not work',
      'My account',
      'Privacy and my personal information',
      'Becoming a partner',
      'Something else',
    ]);
    const message = screen.getByRole('textbox', { name: 'Your message' });
    expect(message).toHaveAccessibleDescription('0 of 5,000 characters');
    await user.type(message, 'Hello');
    expect(message).toHaveAccessibleDescription('5 of 5,000 characters');
  });

  it('names every refused field, moves the focus to the summary and sends nothing', async () => {
    const fetchMock = stubContact();
    const { user } = await renderApp('/contact');

    await user.type(await screen.findByRole('textbox', { name: 'Your e-mail address' }), 'not-an-address');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'This field is required.',
      'Please enter a valid e-mail address.',
      'Please choose what your message is about.',
      'Please tell us a little more (at least 10 characters).',
    ]);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Your e-mail address' })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      '9 of 5,000 characters Please tell us a little more (at least 10 characters).',
    );
    expect(captcha.solveCaptcha).not.toHaveBeenCalled();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('says what to fix in French', async () => {
    const fetchMock = stubContact();
    const { user } = await renderApp('/contact', { language: 'fr' });

    await user.click(await screen.findByRole('button', { name: 'Envoyer le message' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Vérifiez ce qui suit :' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Choisissez le sujet de votre message.' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /Donnez-nous un peu plus de détails/ })).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('sends the message with the solved captcha and the reader’s language, then thanks the sender', async () => {
    const sent = vi.fn<StubHandler>(() => jsonResponse({ request_id: 'req-1' }, 202));
    stubContact(sent);
    const { user } = await renderApp('/contact');

    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const thanks = await screen.findByText('Thanks — we will answer within one business day.');
    expect(thanks.closest('[role="status"]')).toHaveFocus();
    expect(captcha.solveCaptcha).toHaveBeenCalledOnce();
    expect(sent).toHaveBeenCalledOnce();
    expect(sent.mock.calls[0]?.[0].body).toEqual({
      name: 'Léa Gagnon',
      email: 'lea@example.com',
      topic: 'codes',
      message: 'My code for Café Dépôt does not work.',
      language: 'en',
      captcha: 'proof-123',
    });
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
  });

  it('thanks in French and sends language fr', async () => {
    const sent = vi.fn<StubHandler>(() => jsonResponse({ request_id: 'req-2' }, 202));
    stubContact(sent);
    const { user } = await renderApp('/contact', { language: 'fr' });

    await user.type(await screen.findByRole('textbox', { name: 'Votre nom' }), 'Léa Gagnon');
    await user.type(screen.getByRole('textbox', { name: 'Votre adresse courriel' }), 'lea@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'De quoi s’agit-il?' }), 'billing');
    await user.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Je veux annuler le renouvellement.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByText('Merci! Nous vous répondrons en un jour ouvrable.')).toBeInTheDocument();
    expect(sent.mock.calls[0]?.[0].body).toMatchObject({ language: 'fr', topic: 'billing', captcha: 'proof-123' });
  });

  it('shows a field the server refused beside it, in the reader’s language', async () => {
    stubContact(() =>
      jsonResponse({ error: 'VALIDATION_ERROR', message: 'Please enter a valid email address.', field: 'email' }, 400),
    );
    const { user } = await renderApp('/contact', { language: 'fr' });

    await user.type(await screen.findByRole('textbox', { name: 'Votre nom' }), 'Léa Gagnon');
    await user.type(screen.getByRole('textbox', { name: 'Votre adresse courriel' }), 'lea@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'De quoi s’agit-il?' }), 'other');
    await user.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Bonjour, une question.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByRole('link', { name: 'Entrez une adresse courriel valide.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Votre adresse courriel' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when too many messages were sent (429), with the wait', async () => {
    stubContact(() => jsonResponse({ error: 'RATE_LIMITED', message: 'Too many requests', retry_after: 600 }, 429));
    const { user } = await renderApp('/contact');

    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByText('You have sent several messages in a short time. Please try again in 10 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('sends nothing when the captcha cannot be solved, and says so', async () => {
    captcha.solveCaptcha.mockRejectedValue(new Error('offline'));
    const fetchMock = stubContact();
    const { user } = await renderApp('/contact');

    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByText('We could not check that you are not a robot. Please try again.'),
    ).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  it.each(['/contact-us', '/contactez-nous'])('%s leads to the contact page', async (path) => {
    stubContact();
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  });
});
