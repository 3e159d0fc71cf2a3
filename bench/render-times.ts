// The server's own render time of a page (issue 7: "the server's render time
// per page (p50, p99) reported on its own"), read from the Server-Timing
// header the store sets on every page it renders (apps/server/src/plugins/web-app.ts).
// One request at a time, past the guests' page cache, so each figure is a whole
// render: loaders, React and the CSP hashes. The page cache ignores a guest's
// `Cache-Control: no-cache` (issue 15 item 8), so each sample asks for an address
// of its own: the page's path with a query parameter no page reads.

export interface RenderTimes {
  page: string;
  samples: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export async function measureRenderTimes(baseUrl: string, page: string, paths: string[]): Promise<RenderTimes> {
  const times: number[] = [];
  for (const [i, path] of paths.entries()) {
    const sample = `${path}${path.includes('?') ? '&' : '?'}render-sample=${Date.now().toString(36)}-${i}`;
    const response = await fetch(`${baseUrl}${sample}`, { headers: { 'x-forwarded-for': '10.255.255.2' } });
    await response.arrayBuffer();
    const match = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (match?.[1]) times.push(Number(match[1]));
  }
  times.sort((a, b) => a - b);
  return { page, samples: times.length, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) };
}
