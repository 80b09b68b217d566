// The "Text alternative" disclosure: the picture's data as nested lists a screen reader reads, and "Copy as Markdown".
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextAlternative } from '../../../src/shared/preview/TextAlternative';

const SPEC = {
  template: 'hierarchy-tree-tech-style-capsule-item',
  data: {
    title: 'Organisation',
    desc: 'Teams',
    root: { label: 'Product', children: [{ label: 'Design', desc: 'Looks' }, { label: 'Engineering' }] },
  },
};

test('lists the items, nested as the tree is, and copies them as Markdown', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<TextAlternative spec={SPEC} />);
  await user.click(screen.getByText('Text alternative'));
  expect(screen.getByRole('heading', { name: 'Organisation' })).toBeVisible();
  const [outer] = screen.getAllByRole('list');
  const product = within(outer).getAllByRole('listitem')[0];
  expect(
    within(product)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Design — Looks', 'Engineering']);
  await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
  expect(writeText).toHaveBeenCalledWith('# Organisation\n\nTeams\n\n- **Product**\n  - **Design** — Looks\n  - **Engineering**\n');
  expect(screen.getByRole('status')).toHaveTextContent('Copied as Markdown');
});

test('says so when nothing is drawn, and when the clipboard refuses', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<TextAlternative spec={null} />);
  await user.click(screen.getByText('Text alternative'));
  expect(screen.getByText('Nothing is drawn yet.')).toBeVisible();
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
    configurable: true,
  });
  rerender(<TextAlternative spec={SPEC} />);
  await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
  expect(screen.getByRole('status')).toHaveTextContent('The clipboard is not available here');
});
