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
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.all.push(this);
  }
  abort() {
    act(() => void this.events.dispatchEvent(new Event('abort')));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    act(() => void this.upload.dispatchEvent(event));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => void this.events.dispatchEvent(new Event('load')));
  }
}
