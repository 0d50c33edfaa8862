import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphql, personaToken } from '../support/api.ts';
import { acceptCookies, newPage, screenshot, useBrowser } from '../support/browser.ts';
import { signInThroughForm, type PersonaName } from '../support/personas.ts';

/**
 * Conversations in two browsers: the demo startup (Northwind) and the demo corporate persona,
 * who were matched at the upcoming event, write to each other in their Messages areas; each
 * message appears on the other screen without a reload. The unread count shows in the other's
 * navigation; on a phone the thread fills the screen with a way back to the list. (Two browsers
 * signing in take longer than one test's default minute when the machine is loaded.)
 */
const browser = useBrowser();
const EVENT = 'Nordic Energy & Mobility Matchmaking';

type Company = { id: string; name: string };

/** The conversation of the two personas at the demo's upcoming event, opened over the API. */
async function demoConversation() {
  const startup = await personaToken('startup', 'startup@matchday.test');
  const corp = await personaToken('corp', 'corp@matchday.test');
  const { events } = (await graphql('/api/startup', startup, '{ events { id name } }')) as {
    events: { id: string; name: string }[];
  };
  const event = events.find((e) => e.name === EVENT)!;
  const { myCompany } = (await graphql('/api/corp', corp, '{ myCompany { id name } }')) as {
    myCompany: Company;
  };
  const { openConversation } = (await graphql(
    '/api/startup',
    startup,
    'mutation ($c: ID!, $e: ID!) { openConversation(companyId: $c, eventId: $e) { id } }',
    { c: myCompany.id, e: event.id },
  )) as { openConversation: { id: string } };
  return { id: openConversation.id, corpName: myCompany.name };
}

async function signedIn(who: PersonaName, viewport: 'desktop' | 'phone' = 'desktop') {
  const { page, context } = await newPage(browser, { viewport });
  await acceptCookies(page);
  await signInThroughForm(page, who);
  await page.waitForURL(/\/(startup|corporate)/);
  return { page, context };
}

async function sendFrom(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByTestId('message').filter({ hasText: text }).waitFor();
}

describe('messages between two companies', () => {
  it('two browsers exchange messages live, and unread shows in the navigation', async () => {
    const conversation = await demoConversation();
    const startup = await signedIn('startup');
    const corp = await signedIn('corp');
    await startup.page.goto(`/startup/messages/${conversation.id}`);
    await corp.page.goto('/corporate/messages');
    await startup.page.getByTestId('thread-title').getByText(conversation.corpName).waitFor();
    await startup.page.getByText('Live', { exact: true }).waitFor();

    const hello = `Could you share your deck before the meeting? ${Date.now()}`;
    await sendFrom(startup.page, hello);
    // The corporate's list counts it unread without a reload, then the thread shows it.
    await corp.page.getByTestId('unread-messages').waitFor({ timeout: 5_000 });
    const corpThread = `/corporate/messages/${conversation.id}`;
    await corp.page
      .getByRole('link', { name: /Northwind/ })
      .first()
      .click();
    await corp.page.waitForURL(`**${corpThread}`);
    await corp.page.getByTestId('message').filter({ hasText: hello }).waitFor();
    await corp.page.getByText('Live', { exact: true }).waitFor();
    await expect
      .poll(() => corp.page.getByTestId('unread-messages').count(), { timeout: 5_000 })
      .toBe(0);

    const reply = `Sure — here it is: https://example.com/deck.pdf ${Date.now()}`;
    const sentAt = Date.now();
    await sendFrom(corp.page, reply);
    const arrived = startup.page.getByTestId('message').filter({ hasText: reply });
    await arrived.waitFor({ timeout: 5_000 });
    expect(Date.now() - sentAt).toBeLessThan(5_000);
    // The address is a link that opens in a new tab; nothing else of the text is markup.
    await expect
      .poll(() => arrived.getByRole('link', { name: 'https://example.com/deck.pdf' }).count())
      .toBe(1);
    expect(await startup.page.getByTestId('message').filter({ hasText: reply }).count()).toBe(1);

    await screenshot(startup.page, 'conversations-thread-desktop');
    await screenshot(corp.page, 'conversations-thread-corporate-desktop');
    await startup.context.close();
    await corp.context.close();
  }, 120_000);

  it('on a phone the thread fills the screen and leads back to the list', async () => {
    const conversation = await demoConversation();
    const { page, context } = await signedIn('startup', 'phone');
    await page.goto(`/startup/messages/${conversation.id}`);
    await page.getByTestId('thread-title').getByText(conversation.corpName).waitFor();
    await page.getByTestId('message').first().waitFor();
    await screenshot(page, 'conversations-thread-phone');
    await page.getByRole('link', { name: '← All messages' }).click();
    await page.waitForURL('**/startup/messages');
    await page.getByTestId('conversation-item').first().waitFor();
    await screenshot(page, 'conversations-list-phone');
    await context.close();
  });
});
