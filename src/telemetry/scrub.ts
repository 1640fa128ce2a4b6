/* eslint-disable lingui/no-unlocalized-strings -- HTTP methods, placeholders and field names in error tracking, never shown to a person */
import { apiPathTemplate } from './apiPaths';
import { knownValuesPattern, maskNameLikeRuns, maskNumbersAndAddresses } from './mask';

/**
 * The telemetry initializer's rule: every item the SDK is about to send is walked, and every text in it
 * (names, addresses, messages, properties, tags) loses what could name a person. Addresses lose their query
 * and fragment and keep only their path's template; then names, e-mail, long numbers and tokens are masked.
 * Ids the SDK makes itself (session, user, operation) and timestamps are left as they are.
 */
export interface ScrubContext {
  /** The page's origin, to read relative addresses against. */
  origin: string;
  /** The API's base URL from config.json (absolute, or a path on this origin). */
  apiBaseUrl: string;
  /** The current page's route pattern, e.g. '/timberContract/contractFiles'. */
  page: string | null;
  /** Personal values the portal holds now (src/app feeds them from the session). */
  known: RegExp | null;
}

export { knownValuesPattern };

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** A path segment kept as it is outside the API: words only, no digits, no '@', not too long. */
const PLAIN_SEGMENT = /^[A-Za-z._-]{1,40}$/;

function apiTemplate(path: string, method: string | undefined): string | null {
  const methods = method ? [method.toUpperCase()] : METHODS;
  for (const verb of methods) {
    const template = apiPathTemplate(verb, path);
    if (template) return template;
  }
  return null;
}

function templatedPath(url: URL, context: ScrubContext, method?: string): string {
  const apiBase = new URL(context.apiBaseUrl.replace(/\/*$/, '/'), context.origin);
  if (url.origin === apiBase.origin && url.pathname.startsWith(apiBase.pathname)) {
    const rest = `/${url.pathname.slice(apiBase.pathname.length)}`;
    const template = apiTemplate(rest, method);
    if (template) return `${apiBase.pathname.replace(/\/$/, '')}${template}`;
  }
  const segments = url.pathname
    .split('/')
    .map((segment) => (segment === '' || PLAIN_SEGMENT.test(segment) ? segment : '{}'));
  return segments.join('/') || '/';
}

/**
 * An address with its query and fragment removed and every path segment that could carry an id or a name
 * replaced by `{}`; an API address becomes the contract's path template (`/api/contracts/id/{id}`).
 */
export function scrubUrl(value: string, context: ScrubContext, method?: string): string {
  const relative = value.startsWith('/') && !value.startsWith('//');
  if (!relative && !/^https?:\/\//i.test(value)) return maskText(value, context);
  let url: URL;
  try {
    url = new URL(value, context.origin);
  } catch {
    return maskText(value, context);
  }
  // The host is the portal's, the API's or a service's: kept, so it is not mistaken for a name.
  const path = maskText(templatedPath(url, context, method), context, false);
  return relative ? path : `${url.origin}${path}`;
}

const URL_IN_TEXT = /https?:\/\/[^\s"'<>()]+/g;
/** 'GET /api/contracts/123?x=y' or 'POST https://…': how the SDK names an ajax call. */
const REQUEST_NAME = /^([A-Z]+) (\S+)$/;

function maskPlain(text: string, context: ScrubContext): string {
  const withoutKnown = context.known ? text.replace(context.known, '[navn]') : text;
  return maskNameLikeRuns(maskNumbersAndAddresses(withoutKnown));
}

/** Masks personal data in free text, with every address in it scrubbed as an address. */
export function maskText(text: string, context: ScrubContext, withUrls = true): string {
  if (!withUrls) return maskPlain(text, context);
  let masked = '';
  let rest = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    masked += maskPlain(text.slice(rest, match.index), context) + scrubUrl(match[0], context);
    rest = match.index + match[0].length;
  }
  return masked + maskPlain(text.slice(rest), context);
}

/** Keys of values the SDK generates (ids, times, versions): not personal, and needed as they are. */
const SDK_VALUE_KEYS: ReadonlySet<string> = new Set([
  'iKey',
  'time',
  'ver',
  'id',
  'sesId',
  'localId',
  'traceID',
  'parentID',
  'traceFlags',
  'sdkVersion',
  'baseType',
  'type',
  'duration',
  'perfTotal',
  'networkConnect',
  'sentRequest',
  'receivedResponse',
  'domProcessing',
]);
const isSdkValue = (key: string) =>
  SDK_VALUE_KEYS.has(key) || /(?:^|\.)(?:id|sdkVersion)$/i.test(key) || key.endsWith('Id');

const HOST = /^[\w.-]+(?::\d+)?$/;
/** Keys whose value is an address. */
const URL_KEYS: ReadonlySet<string> = new Set(['uri', 'url', 'refUri', 'target', 'fileName']);
/** Keys whose value is the page's name. */
const PAGE_NAME_KEYS: ReadonlySet<string> = new Set(['ai.operation.name']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

interface Place {
  /** The key of the object the value is in. */
  parentKey: string | null;
  isDependency: boolean;
  /** In custom properties (`properties`, or `data` of the item): the portal's values, not the SDK's. */
  inProperties: boolean;
}

function scrubString(key: string, value: string, context: ScrubContext, place: Place): string {
  if (!place.inProperties && isSdkValue(key)) return value;
  // The operation's name is the page's address as the SDK saw it (tags, and `name` under ext.trace).
  if (PAGE_NAME_KEYS.has(key) || (place.parentKey === 'trace' && key === 'name')) {
    return context.page ?? scrubUrl(value, context);
  }
  // An ajax call's target is its host[:port], as the SDK writes it.
  if (key === 'target' && HOST.test(value)) return value;
  if (URL_KEYS.has(key) || (place.isDependency && key === 'data')) return scrubUrl(value, context);
  if (place.isDependency && key === 'name') {
    const request = REQUEST_NAME.exec(value);
    if (request?.[1] && request[2]) return `${request[1]} ${scrubUrl(request[2], context, request[1])}`;
  }
  return maskText(value, context);
}

function walk(node: unknown, context: ScrubContext, place: Place): void {
  if (Array.isArray(node)) {
    node.forEach((value: unknown, index) => {
      if (typeof value === 'string') node[index] = maskText(value, context);
      else walk(value, context, place);
    });
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') {
      node[key] = scrubString(key, value, context, place);
    } else {
      walk(value, context, {
        parentKey: key,
        isDependency: place.isDependency,
        inProperties: place.inProperties || key === 'properties',
      });
    }
  }
}

/** What a telemetry initializer gets: the SDK's ITelemetryItem, read as plain data. */
export interface ScrubbableItem {
  baseType?: string;
  baseData?: unknown;
  data?: unknown;
  tags?: unknown;
  ext?: unknown;
}

const DEPENDENCY_TYPES: ReadonlySet<string> = new Set(['RemoteDependencyData']);

/** Scrubs the item in place (a telemetry initializer changes the item it is given). */
export function scrubItem(item: ScrubbableItem, context: ScrubContext): void {
  const isDependency = DEPENDENCY_TYPES.has(item.baseType ?? '');
  walk(item.baseData, context, { parentKey: 'baseData', isDependency, inProperties: false });
  walk(item.data, context, { parentKey: 'data', isDependency, inProperties: true });
  walk(item.tags, context, { parentKey: 'tags', isDependency, inProperties: false });
  walk(item.ext, context, { parentKey: 'ext', isDependency, inProperties: false });
}
