// Generate's endpoint fields as a new user first sees them, in Chromium behind nginx (issue #52, item 8): with the operator's
// /models.json naming an endpoint, the Provider shows it from the form's first paint (never Custom with an empty Base URL,
// then a jump); and a preset the page's Content-Security-Policy blocks says what the user can do, in English and Chinese,
// with the server's configuration behind "For the site's operator".
import type { Page } from 'playwright-core';
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { startNginx, type NginxServer } from '../harness/nginx';
import { pageNamed } from '../harness/pages';
import { suiteDist } from '../harness/suiteEnv';
import { unexpectedProblems } from './generateChecks';
import { MODEL_BASE_URL, MODEL_NAME, startModelServer, type ModelServer } from './generateModelServer';

const session = useBrowser();
let model: ModelServer;
let nginx: NginxServer;

const ENDPOINTS = JSON.stringify({ endpoints: [{ label: 'Team', protocol: 'openai', baseUrl: MODEL_BASE_URL, models: [MODEL_NAME] }] });
const TEAM = 'Team (via this site)';

beforeAll(async () => {
  model = await startModelServer();
  const endpointsFile = ['location = /models.json {', '    default_type application/json;', `    return 200 '${ENDPOINTS}';`, '}'];
  nginx = await startNginx(suiteDist(), [model.nginxLocations, ...endpointsFile].join('\n'));
});

afterAll(async () => {
  await nginx?.stop();
  await model?.stop();
});

declare global {
  interface Window {
    shownProvider?: Array<{ provider: string; baseUrl: string }>;
  }
}

/** Before the page's own scripts: records, every frame and on every DOM change, what the Provider and Base URL show. */
function recordProviderShown(): void {
  const seen: Array<{ provider: string; baseUrl: string }> = [];
  window.shownProvider = seen;
  const fieldLabelled = (name: string) =>
    Array.from(document.querySelectorAll('select, input')).find((field) =>
      Array.from((field as HTMLInputElement).labels ?? []).some((label) => label.textContent?.trim() === name),
    ) as HTMLSelectElement | HTMLInputElement | undefined;
  const record = () => {
    const select = fieldLabelled('Provider') as HTMLSelectElement | undefined;
    if (!select) return;
    const now = { provider: select.selectedOptions[0]?.text ?? '', baseUrl: (fieldLabelled('Base URL') as HTMLInputElement)?.value ?? '' };
    const last = seen[seen.length - 1];
    if (!last || last.provider !== now.provider || last.baseUrl !== now.baseUrl) seen.push(now);
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true });
  const frame = () => {
    record();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function openDynamic(visit: Visit): Promise<Page> {
  await visit.app.goto('/dynamic');
  await visit.app.waitForPage(pageNamed('Dynamic'));
  return visit.app.page;
}

it('the Provider shows the operator’s endpoint from the form’s first paint, never Custom, and nothing was focused', async () => {
  const visit = await session.visit({ origin: nginx.origin });
  await visit.app.page.addInitScript(recordProviderShown);
  const page = await openDynamic(visit);
  const provider = page.getByLabel('Provider', { exact: true });
  await eventually(
    () => provider.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? ''),
    (shown) => expect(shown).toBe(TEAM),
    { what: 'the operator’s endpoint in Provider' },
  );
  expect(await page.getByLabel('Base URL', { exact: true }).inputValue()).toBe(MODEL_BASE_URL);
  // every state the form was ever painted in: the configured endpoint alone
  const shown = await page.evaluate(() => window.shownProvider ?? []);
  expect(shown).toEqual([{ provider: TEAM, baseUrl: MODEL_BASE_URL }]);
  expect(unexpectedProblems(visit)).toEqual([]);
});

const BLOCKED = {
  en: {
    message:
      "This site does not allow connecting to https://api.openai.com. Choose a provider this site has set up, or ask the site's operator to allow this address.",
    summary: "For the site's operator",
    provider: 'Provider',
    test: 'Test connection',
  },
  zh: {
    message: '本站不允许连接到 https://api.openai.com。请选择本站已配置的提供方，或请本站的运营者允许此地址。',
    summary: '给本站运营者',
    provider: '提供方',
    test: '测试连接',
  },
} as const;

it.each(['en', 'zh'] as const)(
  'a preset the page’s policy blocks tells the user what they can do; the server’s side is for the operator (%s)',
  async (language) => {
    const visit = await session.visit();
    const page = await openDynamic(visit);
    if (language === 'zh') {
      await visit.app.banner.getByRole('combobox', { name: /Language/ }).selectOption({ label: '中文' });
    }
    const words = BLOCKED[language];
    const provider = page.getByLabel(words.provider, { exact: true });
    await provider.selectOption({ label: 'OpenAI' });
    await page.getByRole('button', { name: words.test, exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: words.message });
    await alert.waitFor();
    expect(await alert.innerText()).not.toMatch(/nginx|MODEL_ORIGINS|connect-src/);
    const disclosure = page.locator('details').filter({ has: page.locator('summary', { hasText: words.summary }) });
    await disclosure.waitFor();
    // closed until asked for; opened, it names what the operator changes
    expect(await disclosure.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    await disclosure.locator('summary').click();
    await eventually(
      () => disclosure.innerText(),
      (text) => expect(text).toMatch(/MODEL_ORIGINS.*deploy\/nginx\.conf/),
      { what: 'the operator’s detail' },
    );
    expect(unexpectedProblems(visit, [/api\.openai\.com/])).toEqual([]);
  },
);
