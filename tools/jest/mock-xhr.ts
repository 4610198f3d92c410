/** Replaces XMLHttpRequest (used for uploads with progress) with one that answers like the API would; records every request. */
export interface XhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export function mockXhr(answer: (request: XhrRequest) => { status: number; body: unknown }) {
  const requests: XhrRequest[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private request: XhrRequest = { method: '', url: '', headers: {}, body: undefined };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: undefined };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      this.request.body = body;
      requests.push(this.request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 2 });
        const reply = answer(this.request);
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { requests };
}
