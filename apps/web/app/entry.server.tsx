// Renders a page on the server. The whole document is rendered before it is
// sent (loaders have already settled, nothing is deferred), so the server can
// hash its inline scripts for the Content-Security-Policy and keep a guest's
// page in its HTML cache (apps/server/src/plugins/web-app.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { addEveryText } from '#web/lib/i18n/every-text';
import { languageOfPath, setLanguageSource, type Language } from '#web/lib/language';

// The server holds every text from the start: loaders, actions and meta functions say theirs before
// any render, and the pages of both languages render side by side (docs/decisions/040).
addEveryText();

// The language of the page being rendered, per request (docs/decisions/023): `t`, the Intl formatters and
// the links read it through currentLanguage(). Renders of English and Arabic pages run side by side in one
// process; AsyncLocalStorage keeps each render's language with its own work, across React's async steps.
const renderLanguage = new AsyncLocalStorage<Language>();
setLanguageSource(() => renderLanguage.getStore());

/** A render still unfinished after this long is abandoned (the error page shows). */
export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  const language = languageOfPath(new URL(request.url).pathname);
  return renderLanguage.run(language, () => render(request, status, headers, routerContext));
}

function render(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        headers.set('content-type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: failed ? 500 : status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
