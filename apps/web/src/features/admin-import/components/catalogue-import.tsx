import type { CsvCheckReport, CsvCounts, CsvImportJob } from '@store/contract';
import { Download, FileCheck2, FileUp, LoaderCircle, Upload } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Alert } from '#web/components/ui/alert';
import { Button, buttonClasses } from '#web/components/ui/button';
import { asApiProblem } from '#web/lib/api-client';
import { formatNumber, t } from '#web/lib/i18n';
import { formatStoreDateTime } from '#web/lib/store-time';
import { checkCatalogueFile, EXPORT_URL, importCatalogueFile, importJob, latestImportJob } from '../api/catalogue-csv-api';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'checked'; report: CsvCheckReport } | { state: 'failed'; message: string };
type Run =
  | { state: 'idle' }
  | { state: 'running'; done: number; total: number }
  | { state: 'finished'; message: string; counts: CsvCounts }
  | { state: 'failed'; message: string; done: number; total: number };

const counted = (counts: CsvCounts) => ({
  rows: formatNumber(counts.rows),
  created: formatNumber(counts.created),
  updated: formatNumber(counts.updated),
  unchanged: formatNumber(counts.unchanged),
});

/** How often the page asks how far a running import got. */
const FOLLOW_MS = 1000;

/** The page's view of an import job (read after a reload, or followed after the stream ended early). */
function runOf(job: CsvImportJob): Run {
  if (job.status === 'running') return { state: 'running', done: job.done, total: job.total };
  if (job.status === 'done') return { state: 'finished', message: job.message ?? '', counts: job.counts };
  const message = job.message ?? t('admin.import.interrupted', { done: formatNumber(job.done), total: formatNumber(job.total) });
  return { state: 'failed', message, done: job.done, total: job.total };
}

/**
 * The import job the page shows: on arrival the newest one (a reload finds the import it started), then,
 * while it runs, the same job again every second until it ends.
 */
function useImportJob(setRun: (run: Run) => void) {
  // The job followed, as last read (null until the first answer); a new object after each read.
  const [followed, setFollowed] = useState<{ id: string; startedAt: string | null; job: CsvImportJob | null } | null>(null);
  useEffect(() => {
    let live = true;
    latestImportJob()
      .then((job) => {
        if (live && job) {
          setRun(runOf(job));
          setFollowed({ id: job.id, startedAt: job.startedAt, job });
        }
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [setRun]);
  useEffect(() => {
    if (!followed || (followed.job && followed.job.status !== 'running')) return;
    const timer = setTimeout(() => {
      importJob(followed.id)
        .then((job) => {
          setRun(runOf(job));
          setFollowed({ ...followed, job });
        })
        .catch(() => setFollowed(null));
    }, FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [followed, setRun]);
  return {
    /** The import shown was started before this page opened: when. */
    startedAt: followed?.startedAt ?? null,
    /** Follow this job (its stream ended before its last line). */
    follow: (id: string) => setFollowed({ id, startedAt: null, job: null }),
    forget: () => setFollowed(null),
  };
}

const card = 'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/**
 * The catalogue's CSV screen (issue 14 item 9, docs/decisions/038): the
 * export, then the import in two steps. "Import" opens only after a check of
 * this very file found no problem; the server checks it again before it writes.
 */
export function CatalogueImport() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const job = useImportJob(setRun);
  const busy = check.state === 'checking' || run.state === 'running';
  const clean = check.state === 'checked' && check.report.problems.length === 0 && check.report.rows > 0;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.target.files?.[0] ?? null);
    setCheck({ state: 'idle' });
    setRun({ state: 'idle' });
    job.forget();
  }

  async function checkFile() {
    if (!file) return;
    setCheck({ state: 'checking' });
    setRun({ state: 'idle' });
    try {
      setCheck({ state: 'checked', report: await checkCatalogueFile(file) });
    } catch (error) {
      setCheck({ state: 'failed', message: asApiProblem(error, t('admin.import.check')).message });
    }
  }

  async function importFile() {
    if (!file || check.state !== 'checked') return;
    const total = check.report.rows;
    setRun({ state: 'running', done: 0, total });
    job.forget();
    let jobId: string | null = null;
    let ended = false;
    try {
      await importCatalogueFile(
        file,
        (line) => {
          ended = line.type !== 'progress';
          if (line.type === 'progress') setRun({ state: 'running', done: line.done, total: line.total });
          else if (line.type === 'summary') setRun({ state: 'finished', message: line.message, counts: line.data });
          else setRun({ state: 'failed', message: line.message, done: line.done, total: line.total });
        },
        (id) => (jobId = id),
      );
    } catch (error) {
      // The answer broke off, the import did not: follow its job.
      if (!jobId) setRun({ state: 'failed', message: asApiProblem(error, t('admin.import.import', { n: total })).message, done: 0, total });
    }
    if (jobId && !ended) job.follow(jobId);
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
      <section aria-labelledby={`${fileId}-import`} className={`${card} lg:col-span-2`}>
        <h2 id={`${fileId}-import`} className="text-lg font-semibold text-slate-900">
          {t('admin.import.importTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.import.importText')}</p>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
            {t('admin.import.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={chooseFile}
            className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 shadow-sm file:me-3 file:h-11 file:cursor-pointer file:border-0 file:border-e file:border-slate-200 file:bg-slate-50 file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-100"
          />
          <span className="text-xs text-slate-600">{t('admin.import.fileHint')}</span>
        </div>

        <div className="flex flex-wrap gap-3 [&>button]:max-sm:w-full">
          <Button variant="secondary" onClick={() => void checkFile()} disabled={!file || busy}>
            {check.state === 'checking' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <FileCheck2 aria-hidden="true" className="size-4" />}
            {check.state === 'checking' ? t('admin.import.checking') : t('admin.import.check')}
          </Button>
          <Button onClick={() => void importFile()} disabled={!clean || busy || run.state === 'finished'}>
            {run.state === 'running' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Upload aria-hidden="true" className="size-4" />}
            {run.state === 'running' ? t('admin.import.importing') : clean ? t('admin.import.import', { n: formatNumber(check.report.rows) }) : t('admin.import.importPlain')}
          </Button>
        </div>

        {check.state === 'failed' ? <Alert tone="error">{check.message}</Alert> : null}
        {job.startedAt && run.state !== 'idle' ? (
          <p className="text-sm font-medium text-slate-700">{t('admin.import.lastImport', { when: formatStoreDateTime(job.startedAt) })}</p>
        ) : null}
        {check.state === 'checked' && run.state === 'idle' ? <CheckOutcome report={check.report} /> : null}
        {run.state === 'running' || run.state === 'failed' ? <ImportProgress done={run.done} total={run.total} /> : null}
        {run.state === 'failed' ? <Alert tone="error">{run.message}</Alert> : null}
        {run.state === 'finished' ? (
          <>
            <ImportProgress done={run.counts.rows} total={run.counts.rows} />
            <Alert tone="success">{run.message}</Alert>
          </>
        ) : null}
        {!file && check.state === 'idle' ? (
          <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-500">
            <FileUp aria-hidden="true" className="size-5 shrink-0" />
            {t('admin.import.fileHint')}
          </p>
        ) : null}
      </section>
      <section aria-labelledby={`${fileId}-export`} className={card}>
        <h2 id={`${fileId}-export`} className="text-lg font-semibold text-slate-900">
          {t('admin.import.exportTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.import.exportText')}</p>
        <a href={EXPORT_URL} download className={buttonClasses('secondary', 'md', 'self-start')}>
          <Download aria-hidden="true" className="size-4" />
          {t('admin.import.download')}
        </a>
        <div className="mt-2 flex flex-col gap-2 border-t border-slate-100 pt-4 text-sm text-slate-600">
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('admin.import.columnsTitle')}</h3>
          <p>{t('admin.import.columnsText')}</p>
          <p>{t('admin.import.specsText')}</p>
        </div>
      </section>

    </div>
  );
}

function CheckOutcome({ report }: { report: CsvCheckReport }) {
  if (report.problems.length === 0) return <Alert tone="success">{t('admin.import.clean', counted(report))}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="error">{t('admin.import.problems', { count: report.problems.length })}</Alert>
      <ImportReport problems={report.problems} />
    </div>
  );
}
