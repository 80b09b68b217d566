// The interface's language: a Chinese browser gets 中文 on its first visit, the header's "Language" switch changes every
// word at once and is remembered across reloads, `<html lang>` follows, and the served index.html keeps `lang="en"`.
import { useBrowser } from './harness/browserSession';
import { eventually } from './harness/eventually';
import { get } from './harness/http';

const session = useBrowser();

const languageSelect = (visit: Awaited<ReturnType<typeof session.visit>>) => visit.app.banner.getByRole('combobox', { name: /Language/ });

async function htmlLang(visit: Awaited<ReturnType<typeof session.visit>>): Promise<string> {
  return visit.app.page.evaluate(() => document.documentElement.lang);
}

it('a Chinese browser gets the interface in Chinese, and the switch to English and back is remembered', async () => {
  const visit = await session.visit({ locale: 'zh-CN' });
  await visit.app.goto('/renderer');
  const nav = visit.app.page.getByRole('navigation', { name: '主导航' });
  await eventually(() => nav.getByRole('link', { name: '渲染器', exact: true }).isVisible(), Boolean);
  await eventually(
    () => htmlLang(visit),
    (lang) => expect(lang).toBe('zh-CN'),
  );
  expect(await languageSelect(visit).inputValue()).toBe('zh-CN');

  await languageSelect(visit).selectOption({ label: 'English' });
  await eventually(() => visit.app.nav.getByRole('link', { name: 'Renderer', exact: true }).isVisible(), Boolean);
  await eventually(
    () => htmlLang(visit),
    (lang) => expect(lang).toBe('en'),
  );

  await visit.app.page.reload();
  await eventually(() => visit.app.nav.getByRole('link', { name: 'Editor', exact: true }).isVisible(), Boolean);
  expect(await htmlLang(visit)).toBe('en');

  await languageSelect(visit).selectOption({ label: '中文' });
  await eventually(() => nav.getByRole('link', { name: '编辑器', exact: true }).isVisible(), Boolean);
  await visit.app.page.reload();
  await eventually(() => nav.getByRole('link', { name: '样式', exact: true }).isVisible(), Boolean);
  expect(await htmlLang(visit)).toBe('zh-CN');
});

it('an English browser gets English, and the served index.html says lang="en"', async () => {
  const visit = await session.visit({ locale: 'en-GB' });
  await visit.app.goto('/');
  await eventually(() => visit.app.nav.getByRole('link', { name: 'Home', exact: true }).isVisible(), Boolean);
  expect(await htmlLang(visit)).toBe('en');
  expect(await languageSelect(visit).inputValue()).toBe('en');
  expect((await get(visit.app.url('/'))).body.toString('utf8')).toMatch(/<html lang="?en"?>/);
});
