// /style opens source links (`#v=1&code=…`) as the Renderer and Editor do, and refuses a damaged one with their message.
import { useBrowser } from './harness/browserSession';
import { noProblems } from './harness/pageWatch';
import { encodeShareCode } from '../../src/shared/links/shareLink';
import { PreviewPane } from './pages/previewPane';

const session = useBrowser();

const LINKED =
  'infographic list-row-simple-horizontal-arrow\ndata\n  title Opened from a style link\n  lists\n    - label One\n    - label Two\n';

it('a source link opens its text on the Style page', async () => {
  const visit = await session.visit();
  const encoded = encodeShareCode(LINKED);
  if (!encoded.ok) throw new Error(encoded.message);
  await visit.app.goto(`/style#v=1&code=${encoded.code}`);
  await visit.app.waitForHeading('Style');
  await new PreviewPane(visit.app.page).waitForPictureText('Opened from a style link');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('a damaged source link is refused with the message the other pages give', async () => {
  const visit = await session.visit();
  await visit.app.goto('/style#v=1&code=!!not-a-code');
  await visit.app.waitForHeading('Style');
  await visit.app.page
    .getByText(
      `This link is damaged: its code holds characters a share link never contains, or it was cut short. Your current document is shown instead.`,
    )
    .waitFor();
});
