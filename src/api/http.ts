import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { setRequestDescriber } from '../telemetry/errorTracking';
import { describeRequest } from './operations';
import { sessionHooks } from './sessionHooks';

// Error reports name a failed call by its operation, not its address (the table loads with axios, not before).
setRequestDescriber(describeRequest);

/** The one axios instance every call of the generated client goes through. */
export const http = axios.create({
  timeout: 120_000,
  headers: {
    'X-Client-Name': __APP_NAME__,
    'X-Client-Version': __APP_VERSION__,
  },
});

http.interceptors.request.use(async (config) => {
  const hooks = sessionHooks();
  config.baseURL = hooks.baseUrl;
  const token = await hooks.getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error)) {
    const status = error.response?.status;
    if (status === 401 || status === 403) sessionHooks().onUnauthorized();
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});

/** The mutator orval's generated functions call: returns the response body. */
export const apiClient = async <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> => {
  const response = await http.request<T>({ ...config, ...options });
  return response.data;
};

export type ErrorType<Error> = AxiosError<Error>;
export type BodyType<BodyData> = BodyData;
