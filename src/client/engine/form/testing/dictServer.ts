// msw stand-ins for the dictionary endpoints (contract §7.2-7.5), recording what was asked.
import { http, HttpResponse } from 'msw';
import { answers } from '../../../test/answers';
import { api, server } from '../../../test/server';

const ok = (result: unknown) => HttpResponse.json({ success: true, code: 0, message: '', result });

export interface Recorded {
  url: URL;
}

export function serveDictItems(items: Record<string, { value: string; text: string }[]>) {
  const calls: URL[] = [];
  server.use(
    http.get(api('/sys/dict/getDictItems/:code'), ({ request, params }) => {
      calls.push(new URL(request.url));
      return HttpResponse.json(answers.dictItems(items[decodeURIComponent(String(params.code))] ?? []));
    }),
  );
  return calls;
}

/** loadDict answers the rows whose text contains the keyword; `refuse` answers success:false. */
export function serveTableSearch(rows: { value: string; text: string }[], refuse?: string) {
  const calls: URL[] = [];
  server.use(
    http.get(api('/sys/dict/loadDict/:code'), ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      if (refuse) return HttpResponse.json({ success: false, code: 500, message: refuse, result: null });
      const keyword = url.searchParams.get('keyword') ?? '';
      return ok(rows.filter((row) => row.text.includes(keyword) || row.value === keyword));
    }),
  );
  return calls;
}

export function serveTableLabels(labels: Record<string, string>) {
  const calls: URL[] = [];
  server.use(
    http.get(api('/sys/dict/loadDictItem/:code'), ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      const keys = (url.searchParams.get('key') ?? '').split(',').filter(Boolean);
      return ok(keys.flatMap((key) => (labels[key] ? [labels[key]] : [])));
    }),
  );
  return calls;
}

export function serveTree(nodesByPid: Record<string, { key: string; title: string; leaf: boolean }[]>) {
  const calls: URL[] = [];
  server.use(
    http.get(api('/sys/dict/loadTreeData'), ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      return HttpResponse.json(answers.treeNodes(nodesByPid[url.searchParams.get('pid') ?? ''] ?? []));
    }),
  );
  return calls;
}
