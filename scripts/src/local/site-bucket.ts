import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type SiteFileRule, siteFileRule } from '@catania/infra/constructs/edge-definition';
import { lookup } from 'mrmime';

/**
 * The site bucket as the deploy leaves it: each file of the build that an upload rule takes,
 * under its key, with that upload's Cache-Control and metadata, an MD5 ETag as S3 computes it.
 * Keys are looked up literally, as S3 does: no path is ever resolved against the disk, so
 * `..`, encoded slashes or double slashes name no object, and nothing outside the build is served.
 */
export interface SiteObject {
  key: string;
  file: string;
  size: number;
  etag: string;
  lastModified: string;
  contentType: string;
  cacheControl: string;
  /** `x-amz-meta-*` headers. */
  metadata: Record<string, string>;
  /** Precompressed copies written by the build, standing in for CloudFront's compression. */
  encoded: { br?: string; gzip?: string };
}

export type SiteBucket = ReadonlyMap<string, SiteObject>;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : entry.isFile() ? [path] : [];
  });
}

export function loadSiteBucket(webDir: string, rules?: SiteFileRule[]): SiteBucket {
  const bucket = new Map<string, SiteObject>();
  if (!existsSync(webDir)) return bucket;
  for (const file of walk(webDir)) {
    const key = relative(webDir, file).split(sep).join('/');
    const object = siteObject(webDir, key, rules);
    if (object) bucket.set(key, object);
  }
  return bucket;
}

/**
 * Reads one key again after a write or a delete (a publish from the panel, scripts/src/local/
 * s3-emulator.ts): S3 serves a new object at once.
 */
export function refreshSiteObject(
  bucket: Map<string, SiteObject>,
  webDir: string,
  key: string,
  rules?: SiteFileRule[],
) {
  const object = siteObject(webDir, key, rules);
  if (object) bucket.set(key, object);
  else bucket.delete(key);
}

function siteObject(webDir: string, key: string, rules?: SiteFileRule[]): SiteObject | undefined {
  const file = join(webDir, ...key.split('/'));
  const rule = siteFileRule(key, rules);
  if (!rule || !existsSync(file) || !statSync(file).isFile()) return undefined;
  const data = readFileSync(file);
  const stat = statSync(file);
  return {
    key,
    file,
    size: data.length,
    etag: `"${createHash('md5').update(data).digest('hex')}"`,
    lastModified: stat.mtime.toUTCString(),
    contentType: lookup(key) ?? 'binary/octet-stream',
    cacheControl: rule.cacheControl,
    metadata: Object.fromEntries(
      Object.entries(rule.metadata).map(([name, value]) => [`x-amz-meta-${name}`, value]),
    ),
    encoded: {
      ...(existsSync(`${file}.br`) ? { br: `${file}.br` } : {}),
      ...(existsSync(`${file}.gz`) ? { gzip: `${file}.gz` } : {}),
    },
  };
}

/** The S3 key of a request path: percent-decoded, without the leading slash; none if malformed. */
export function keyOf(uri: string): string | undefined {
  try {
    return decodeURIComponent(uri).replace(/^\//, '');
  } catch {
    return undefined;
  }
}
