// A small HTTP client for API tests: real requests to the running test server.
import type { ApiResult } from '../../../src/shared/api-types';
import type { TestApp } from './test-app';
import { TEST_CAPTCHA } from './test-app';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: ApiResult<T>;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export class ApiClient {
  constructor(private readonly testApp: TestApp) {}

  get prefix(): string {
    return this.testApp.config.apiPrefix;
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<Reply<T>> {
    const url = new URL(this.prefix + path, this.testApp.baseUrl);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['X-Access-Token'] = options.token;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as ApiResult<T>) : (null as never),
    };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }

  /** Fetches a captcha for the key (the test app draws TEST_CAPTCHA) and returns the login fields. */
  async captcha(
    key = `k${Math.random().toString(36).slice(2)}`,
  ): Promise<{ captcha: string; checkKey: string }> {
    const reply = await this.get(`/sys/randomImage/${key}`);
    if (!reply.body.success) throw new Error(`captcha failed: ${reply.body.message}`);
    return { captcha: TEST_CAPTCHA, checkKey: key };
  }

  async loginReply<T = unknown>(username: string, password: string) {
    return this.post<T>('/sys/login', { username, password, ...(await this.captcha()) });
  }

  /** Logs in and returns the token; fails the test with the server message otherwise. */
  async login(username = 'admin', password = this.testApp.adminPassword): Promise<string> {
    const reply = await this.loginReply<{ token: string }>(username, password);
    if (reply.body.code !== 200) throw new Error(`login of ${username} failed: ${reply.body.message}`);
    return reply.body.result.token;
  }
}
