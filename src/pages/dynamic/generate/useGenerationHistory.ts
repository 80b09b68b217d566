// The generations history as page state: opened once, listed newest first, and changed through its store.
import { useCallback, useEffect, useRef, useState } from 'react';
import { openGenerationHistory, type GenerationFields, type GenerationHistory, type GenerationRecord } from './generationHistory';
import { t } from '../../../i18n/i18n';

export interface GenerationHistoryState {
  records: GenerationRecord[];
  problem: string | null;
  add(fields: GenerationFields): void;
  remove(record: GenerationRecord): void;
  clear(): void;
}

export function useGenerationHistory(): GenerationHistoryState {
  const [records, setRecords] = useState<GenerationRecord[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const store = useRef<Promise<GenerationHistory> | null>(null);

  const run = useCallback((change: (history: GenerationHistory) => Promise<unknown>) => {
    const opened = store.current;
    if (!opened) return;
    opened
      .then(async (history) => {
        await change(history);
        setRecords(await history.list());
      })
      .catch((error: unknown) =>
        setProblem(t('dynamic.generations.notRemembered', { reason: error instanceof Error ? error.message : String(error) })),
      );
  }, []);

  useEffect(() => {
    let opened: Promise<GenerationHistory>;
    try {
      opened = openGenerationHistory();
    } catch (error) {
      opened = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    store.current = opened;
    run(async () => undefined);
    return () => {
      store.current = null;
      opened.then((history) => history.close()).catch(() => undefined);
    };
  }, [run]);

  const add = useCallback((fields: GenerationFields) => run((history) => history.add(fields, Date.now())), [run]);
  const remove = useCallback((record: GenerationRecord) => run((history) => history.remove(record.id)), [run]);
  const clear = useCallback(() => run((history) => history.clear()), [run]);
  return { records, problem, add, remove, clear };
}
