import { act } from '@testing-library/react';

/**
 * Stands in for XMLHttpRequest (the upload module sends with it for its progress events): records
 * each upload and lets the test report progress and answer, step by step. Install it with
 * `vi.stubGlobal('XMLHttpRequest', FakeUpload)` and empty `FakeUpload.all` before each test.
 */
export class FakeUpload {
  static all: FakeUpload[] = [];
  static get last(): FakeUpload | undefined {
    return FakeUpload.all.at(-1);
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.all.push(this);
  }
  abort() {
    act(() => this.onabort?.());
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }) as ProgressEvent;
    act(() => this.upload.onprogress?.(event));
  }
  /** The connection dropped: no answer came. */
  fail() {
    act(() => this.onerror?.());
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}
