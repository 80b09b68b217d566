// The Dynamic player's controls in 中文, and back in English at a language switch, without being mounted again.
import { act, render, screen } from '@testing-library/react';
import { PlayerControls } from '../../../../src/pages/dynamic/stream/PlayerControls';
import { speak } from '../../../../src/i18n/i18n';
import * as english from '../../../../src/i18n/messages/en';
import * as chinese from '../../../../src/i18n/messages/zh';

afterEach(() => speak('en', english));

const noop = () => undefined;

function renderControls() {
  render(
    <PlayerControls
      playing={false}
      position={2}
      total={5}
      locked={false}
      speed={5}
      chunkSize={3}
      chunkUnit="tokens"
      onPlay={noop}
      onPause={noop}
      onStep={noop}
      onRestart={noop}
      onSeek={noop}
      onSpeed={noop}
      onChunkSize={noop}
      onChunkUnit={noop}
    />,
  );
}

test('labels, buttons, the speed and the position speak Chinese, and English again after a switch', () => {
  speak('zh-CN', chinese);
  renderControls();
  for (const name of ['播放', '暂停', '单步', '重新开始']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(screen.getByRole('slider', { name: '位置' })).toHaveAttribute('aria-valuetext', '第 2 块，共 5 块');
  expect(screen.getByRole('combobox', { name: '速度' })).toHaveDisplayValue('每秒 5 块');
  expect(screen.getByRole('spinbutton', { name: '块大小' })).toBeInTheDocument();

  act(() => speak('en', english));
  expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Speed' })).toHaveDisplayValue('5 chunks per second');
});
