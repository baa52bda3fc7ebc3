/** A stand-in for the browser's XMLHttpRequest: the test plays the network's part. */
export class FakeXhr extends EventTarget {
  static last: FakeXhr | undefined;
  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  sendProgress(loaded: number, total: number, type = 'progress') {
    const event = Object.assign(new Event(type), { loaded, total, lengthComputable: total > 0 });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const original = globalThis.XMLHttpRequest;

/** Puts `FakeXhr` in place of the browser's XMLHttpRequest (call in `beforeEach`). */
export function installFakeXhr() {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
}

export function removeFakeXhr() {
  globalThis.XMLHttpRequest = original;
  FakeXhr.last = undefined;
}
