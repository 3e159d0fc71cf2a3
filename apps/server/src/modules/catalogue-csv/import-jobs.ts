import { messageIn, type CsvImportLine } from '@store/contract';
import { runCatalogueImport, type ImportRun } from './csv-import.service';
import { finishImportJob, insertImportJob, saveImportProgress } from './import-jobs.repository';

// A catalogue import runs as a job (issue 26 item 17, docs/decisions/038
// addendum): started by the request that sent the file, it goes on when the
// admin's connection closes, and writes its progress to its row after each
// committed batch, where a reload (on any instance) reads it again. The
// request follows the job's lines while it is connected, and only then.

/** The lines of one job, kept for the request that follows it; the job never waits for a reader. */
function lineFeed() {
  const lines: CsvImportLine[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  return {
    push(line: CsvImportLine) {
      lines.push(line);
      wake?.();
    },
    end() {
      ended = true;
      wake?.();
    },
    async *read(): AsyncGenerator<CsvImportLine> {
      for (let next = 0; ; ) {
        const line = lines[next];
        if (line) {
          next += 1;
          yield line;
        } else if (ended) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}

export interface ImportJobs {
  /** Inserts the job's row, starts it, and answers its id and its lines as they come. */
  start(run: Omit<ImportRun, 'onBatch'>): Promise<{ id: string; lines: AsyncIterable<CsvImportLine> }>;
  /** When every job this instance started has ended (the app waits for them before it closes). */
  settled(): Promise<void>;
}

async function drive(run: Omit<ImportRun, 'onBatch'>, id: string, feed: ReturnType<typeof lineFeed>): Promise<void> {
  const { db } = run;
  let done = 0;
  try {
    for await (const line of runCatalogueImport({ ...run, onBatch: (rowsDone, counts) => saveImportProgress(db, id, rowsDone, counts) })) {
      if (line.type === 'progress') done = line.done;
      if (line.type === 'summary') await finishImportJob(db, id, 'done', line.message);
      if (line.type === 'error') await finishImportJob(db, id, 'failed', line.message);
      feed.push(line);
    }
  } catch (error) {
    // The row could not be written at the end: the job reads as interrupted after a while, the rows stay.
    run.onError(error);
    const total = run.rows.length;
    feed.push({ type: 'error', message: messageIn('en', 'CSV_IMPORT_STOPPED', { done, total, reason: 'the database refused a row' }), done, total });
  } finally {
    feed.end();
  }
}

export function createImportJobs(): ImportJobs {
  const running = new Set<Promise<void>>();
  return {
    async start(run) {
      const id = await insertImportJob(run.db, run.rows.length, run.actor._id);
      const feed = lineFeed();
      const job = drive(run, id, feed).finally(() => running.delete(job));
      running.add(job);
      return { id, lines: feed.read() };
    },
    async settled() {
      await Promise.all(running);
    },
  };
}
