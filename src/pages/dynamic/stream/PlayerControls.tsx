// Play, Pause, Step, Restart, the position slider, the speed and the chunk size.
import { useId } from 'react';
import type { ChunkUnit } from './chunking';

export const SPEEDS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 1, label: '1 chunk per second' },
  { value: 5, label: '5 chunks per second' },
  { value: 10, label: '10 chunks per second' },
  { value: 20, label: '20 chunks per second' },
  { value: 50, label: '50 chunks per second' },
  { value: 100, label: '100 chunks per second' },
  { value: Infinity, label: 'As fast as possible' },
];

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
  const id = useId();
  const atEnd = position >= total;
  return (
    <div className="dynamic-player">
      <div className="dynamic-row" role="group" aria-label="Playback">
        <button type="button" onClick={props.onPlay} disabled={locked || playing || total === 0}>
          Play
        </button>
        <button type="button" onClick={props.onPause} disabled={!playing}>
          Pause
        </button>
        <button type="button" onClick={props.onStep} disabled={locked || atEnd}>
          Step
        </button>
        <button type="button" onClick={props.onRestart} disabled={locked || position === 0}>
          Restart
        </button>
      </div>
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-position`}>Position</label>
        <input
          id={`${id}-position`}
          type="range"
          min={0}
          max={total}
          step={1}
          value={position}
          disabled={locked}
          aria-valuetext={`chunk ${position} of ${total}`}
          onChange={(event) => props.onSeek(Number(event.target.value))}
        />
        <output htmlFor={`${id}-position`} className="dynamic-muted">
          {position} / {total}
        </output>
      </div>
      <div className="dynamic-row">
        <label htmlFor={`${id}-speed`}>Speed</label>
        <select id={`${id}-speed`} value={String(speed)} onChange={(event) => props.onSpeed(Number(event.target.value))}>
          {SPEEDS.map((option) => (
            <option key={option.label} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-size`}>Chunk size</label>
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
          Chunk unit
        </label>
        <select
          id={`${id}-unit`}
          value={chunkUnit}
          disabled={locked}
          onChange={(event) => props.onChunkUnit(event.target.value as ChunkUnit)}
        >
          <option value="tokens">tokens</option>
          <option value="chars">characters</option>
        </select>
      </div>
    </div>
  );
}
