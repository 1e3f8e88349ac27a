import { apartmentAliases } from '@catania/shared/config/apartments';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@catania/shared/config/locales';
import {
  APARTMENT_PATH_PREFIXES,
  APP_ONLY_PAGES,
  apartmentPagePath,
  appShellFile,
  notFoundFile,
  PRERENDERED_PAGES,
  pageFile,
} from '@catania/shared/config/site-pages';

/**
 * The functions of the edge's default behaviour (docs/decisions/0009-the-edge-defined-once.md),
 * as the code CloudFront runs: part of the edge's definition (edge-definition.ts), which the web
 * stack deploys and the local gateway evaluates.
 */

// ---- Routing: the viewer-request and viewer-response functions -----------------------------

/** File types the site serves; any other extension is not a file of ours and gets the 404 page. */
export const FILE_TYPES = [
  'js',
  'css',
  'webp',
  'avif',
  'png',
  'jpg',
  'jpeg',
  'svg',
  'ico',
  'woff2',
  'txt',
  'xml',
  'webmanifest',
];

/**
 * Object metadata (`x-amz-meta-edge-status` on the 404 page's object) that the viewer-response
 * function turns into the response status. A custom error response cannot do it: CloudFront
 * applies those to every behaviour, and would replace the API's own JSON 404s and 403s.
 */
export const STATUS_METADATA = 'edge-status';

const json = (value: unknown) => JSON.stringify(value);
const appExact = APP_ONLY_PAGES.filter((p) => !p.endsWith('/*'));
const appPrefixes = APP_ONLY_PAGES.filter((p) => p.endsWith('/*')).map((p) => p.slice(0, -1));

/**
 * The viewer-request function of the site's default behaviour (CloudFront Functions, JS 2.0,
 * written in plain ES5 as its runtime expects). In order:
 * - a file type of ours passes through (a missing file is S3's 404); `.html` redirects to the
 *   clean path; any other extension is the 404 page;
 * - a prerendered page gets its HTML file (trailing slashes ignored, the query string kept);
 * - an app-only page gets the app shell;
 * - an apartment named by an alias redirects (301) to its canonical page, in the path's language;
 * - a path that differs from one of these only in case redirects to it;
 * - anything else gets the 404 page of the path's language (`/en/...` the English one; status
 *   404, set by the viewer-response function).
 */
export const VIEWER_REQUEST_CODE = `var PAGES = ${json(Object.fromEntries(PRERENDERED_PAGES.map((p) => [p, `/${pageFile(p)}`])))};
var APP_PAGES = ${json(Object.fromEntries(appExact.map((p) => [p, true])))};
var APP_PREFIXES = ${json(appPrefixes)};
var APARTMENT_PREFIXES = ${json(APARTMENT_PATH_PREFIXES)};
var APARTMENTS = ${json(Object.fromEntries(apartmentAliases().map(([alias, id]) => [alias, apartmentPagePath(id)])))};
var LANGUAGES = ${json(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))};
var FILE_TYPES = ${json(Object.fromEntries(FILE_TYPES.map((t) => [t, true])))};
var APP_SHELL = ${json(Object.fromEntries(LOCALES.map((locale) => [localizedPath('/', locale), `/${appShellFile(locale)}`])))};
var NOT_FOUND = ${json(Object.fromEntries(LOCALES.map((locale) => [localizedPath('/', locale), `/${notFoundFile(locale)}`])))};

function has(map, key) {
  return Object.prototype.hasOwnProperty.call(map, key);
}

function query(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue || [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function redirect(path, request) {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: path + query(request.querystring) } }
  };
}

function serve(file, request) {
  request.uri = file;
  return request;
}

/** The path's language prefix ('/en'), or '/' for Italian. */
function languageOf(path) {
  for (var i = 0; i < LANGUAGES.length; i++) {
    var prefix = '/' + LANGUAGES[i];
    if (path === prefix || path.indexOf(prefix + '/') === 0) return prefix;
  }
  return '/';
}

function lastSegment(path, prefix) {
  if (path.indexOf(prefix) !== 0) return null;
  var rest = path.substring(prefix.length);
  return rest !== '' && rest.indexOf('/') === -1 ? rest : null;
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var name = uri.substring(uri.lastIndexOf('/') + 1);
  var dot = name.lastIndexOf('.');
  if (dot !== -1) {
    var type = name.substring(dot + 1).toLowerCase();
    if (type === 'html') {
      var clean = uri.substring(0, uri.length - 5);
      return redirect(/\\/index$/i.test(clean) ? clean.substring(0, clean.length - 5) || '/' : clean, request);
    }
    return has(FILE_TYPES, type) ? request : serve(NOT_FOUND[languageOf(uri.toLowerCase())], request);
  }
  var path = uri.replace(/\\/+$/, '') || '/';
  var key = path.toLowerCase();
  if (has(PAGES, key)) return key === path ? serve(PAGES[key], request) : redirect(key, request);
  if (has(APP_PAGES, key)) return key === path ? serve(APP_SHELL[languageOf(key)], request) : redirect(key, request);
  var i, alias;
  for (i = 0; i < APP_PREFIXES.length; i++) {
    if (lastSegment(key, APP_PREFIXES[i]) !== null) {
      return path.indexOf(APP_PREFIXES[i]) === 0
        ? serve(APP_SHELL[languageOf(key)], request)
        : redirect(APP_PREFIXES[i] + path.substring(APP_PREFIXES[i].length), request);
    }
  }
  for (i = 0; i < APARTMENT_PREFIXES.length; i++) {
    alias = lastSegment(key, APARTMENT_PREFIXES[i]);
    if (alias !== null && has(APARTMENTS, alias)) {
      var language = languageOf(key);
      return redirect((language === '/' ? '' : language) + APARTMENTS[alias], request);
    }
  }
  return serve(NOT_FOUND[languageOf(key)], request);
}`;

/**
 * The viewer-response function of the site's default behaviour: an object that carries a status
 * in its metadata (the 404 page) is answered with that status; the metadata stays private.
 */
export const VIEWER_RESPONSE_CODE = `var STATUS_HEADER = ${json(`x-amz-meta-${STATUS_METADATA}`)};
var STATUS_TEXT = { 404: 'Not Found' };

function handler(event) {
  var response = event.response;
  var status = response.headers[STATUS_HEADER];
  if (status) {
    delete response.headers[STATUS_HEADER];
    var code = parseInt(status.value, 10);
    if (response.statusCode === 200 && STATUS_TEXT[code]) {
      response.statusCode = code;
      response.statusDescription = STATUS_TEXT[code];
    }
  }
  return response;
}`;
