// Splits newline-delimited text (Ollama's NDJSON) into whole lines, whatever the network chunks.

export interface LineSplitter {
  /** Returns the lines complete in the text so far (without their "\n" or "\r\n"); a partial line waits. */
  push(text: string): string[];
  /** The body ended: a last line without its newline, if any. */
  end(): string[];
}

export function createLineSplitter(): LineSplitter {
  let buffer = '';
  return {
    push(text) {
      buffer += text;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      return lines.map((line) => line.replace(/\r$/, ''));
    },
    end() {
      const last = buffer.replace(/\r$/, '');
      buffer = '';
      return last.trim() === '' ? [] : [last];
    },
  };
}
