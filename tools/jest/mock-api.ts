/** Replaces fetch with answers keyed by "METHOD /api/path" (query ignored); records every request. */
export interface MockAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
type Handler = MockAnswer | ((request: Request) => MockAnswer | Promise<MockAnswer>);

export function mockApi(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const url = new URL(request.url);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ status: 404, title: 'No encontrado' }), { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { requests, fetchMock };
}
