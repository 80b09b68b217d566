// Play, Pause, Step, Restart, the position slider, the speed and the chunk size.
import { useId } from 'react';
import type { ChunkUnit } from './chunking';
import { t } from '../../../i18n/i18n';
import { useT } from '../../../i18n/react';

/** Chunks per second the Speed field offers (Infinity: as fast as possible). */
export const SPEEDS: readonly number[] = [1, 5, 10, 20, 50, 100, Infinity];

/** A speed in words of the interface's language: "5 chunks per second", "As fast as possible". */
function speedLabel(speed: number): string {
  return speed === Infinity ? t('dynamic.player.speed.fastest') : t('dynamic.player.speed.perSecond', { count: speed });
}

interface Props {
  playing: boolean;
  position: number;
  total: number;
  /** A connection is writing: the controls wait for it to end. */
  locked: boolean;
  speed: number;
  chunkSize: number;
  chunkUnit: ChunkUnit;
  onPlay(): void;
  onPause(): void;
  onStep(): void;
  onRestart(): void;
  onSeek(position: number): void;
  onSpeed(speed: number): void;
  onChunkSize(size: number): void;
  onChunkUnit(unit: ChunkUnit): void;
}

export function PlayerControls(props: Props) {
  const { playing, position, total, locked, speed, chunkSize, chunkUnit } = props;
  const t = useT();
  const id = useId();
  const atEnd = position >= total;
  return (
    <div className="dynamic-player">
      <div className="dynamic-row" role="group" aria-label={t('dynamic.player.playback')}>
        <button type="button" onClick={props.onPlay} disabled={locked || playing || total === 0}>
          {t('dynamic.player.play')}
        </button>
        <button type="button" onClick={props.onPause} disabled={!playing}>
          {t('dynamic.player.pause')}
        </button>
        <button type="button" onClick={props.onStep} disabled={locked || atEnd}>
          {t('dynamic.player.step')}
        </button>
        <button type="button" onClick={props.onRestart} disabled={locked || position === 0}>
          {t('dynamic.player.restart')}
        </button>
      </div>
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-position`}>{t('dynamic.player.position')}</label>
        <input
          id={`${id}-position`}
          type="range"
          min={0}
          max={total}
          step={1}
          value={position}
          disabled={locked}
          aria-valuetext={t('dynamic.player.positionValue', { position, total })}
          onChange={(event) => props.onSeek(Number(event.target.value))}
        />
        <output htmlFor={`${id}-position`} className="dynamic-muted">
          {position} / {total}
        </output>
      </div>
      <div className="dynamic-row">
        <label htmlFor={`${id}-speed`}>{t('dynamic.player.speed')}</label>
        <select id={`${id}-speed`} value={String(speed)} onChange={(event) => props.onSpeed(Number(event.target.value))}>
          {SPEEDS.map((option) => (
            <option key={option} value={String(option)}>
              {speedLabel(option)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-size`}>{t('dynamic.player.chunkSize')}</label>
        <input
          id={`${id}-size`}
          type="number"
          min={1}
          max={200}
          value={chunkSize}
          disabled={locked}
          className="dynamic-number"
          onChange={(event) => {
            const size = Number(event.target.value);
            if (Number.isInteger(size) && size >= 1) props.onChunkSize(Math.min(200, size));
          }}
        />
        <label htmlFor={`${id}-unit`} className="visually-hidden">
          {t('dynamic.player.chunkUnit')}
        </label>
        <select
          id={`${id}-unit`}
          value={chunkUnit}
          disabled={locked}
          onChange={(event) => props.onChunkUnit(event.target.value as ChunkUnit)}
        >
          <option value="tokens">{t('dynamic.player.unit.tokens')}</option>
          <option value="chars">{t('dynamic.player.unit.chars')}</option>
        </select>
      </div>
    </div>
  );
}
