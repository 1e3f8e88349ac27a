import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  NotFound as S3NotFound,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { invalidateEdgePaths } from '../lib/edge-invalidation';
import { env } from '../lib/env';

/**
 * The site's storage: the site bucket CloudFront serves (pages and images), the private uploads
 * bucket the owner's originals land in, and the distribution's cache (lib/edge-invalidation.ts).
 * Every endpoint comes from the configuration, so locally the same calls reach the emulator
 * (scripts/src/local/s3-emulator.ts).
 */
const s3 = new S3Client({
  forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  // No checksum of an empty body signed into the presigned upload URL (the browser's file is not
  // empty): checksums only where S3 requires them.
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

/** How long a presigned upload URL stays valid: a phone on a slow network, one large photo. */
const UPLOAD_URL_SECONDS = 15 * 60;

/**
 * A URL the browser PUTs one file to, signed for exactly that type and size (S3 refuses any
 * other). It is given relative to the site (`/uploads/<id>?X-Amz-...`): the browser sends it
 * to its own origin, where the edge forwards `/uploads/*` to the uploads bucket, so the page's
 * CSP stays `connect-src 'self'` and the bucket needs no CORS.
 */
export async function presignUpload(key: string, contentType: string, size: number) {
  const signed = await getSignedUrl(
    s3,
    new PutObjectCommand({
      Bucket: env.UPLOADS_BUCKET,
      Key: key,
      ContentType: contentType,
      ContentLength: size,
    }),
    { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  const url = new URL(signed);
  return { url: `/${key}${url.search}`, headers: { 'content-type': contentType } };
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof S3NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The size of an upload, or undefined when nothing was uploaded under `key`. */
export async function uploadSize(key: string): Promise<number | undefined> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function readUpload(key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
  return Buffer.from(
    await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
  );
}

/** The original goes once its sizes are made (or refused): its metadata, location included, with it. */
export async function deleteUpload(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
}

export interface SiteFile {
  /** The key in the site bucket (`images/uploads/...`, `appartamento/appartamento-1.html`). */
  key: string;
  body: Buffer | string;
  contentType: string;
  cacheControl: string;
}

export async function putSiteFile(file: SiteFile): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: env.SITE_BUCKET,
      Key: file.key,
      Body: file.body,
      ContentType: file.contentType,
      CacheControl: file.cacheControl,
    }),
  );
}

/** A site file's body, or undefined when there is none (a page never published). */
export async function readSiteFile(key: string): Promise<Buffer | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: env.SITE_BUCKET, Key: key }));
    return Buffer.from(
      await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Tells CloudFront to forget exactly these paths, so viewers get the pages just written. */
export async function invalidatePaths(paths: string[], reference: string): Promise<void> {
  await invalidateEdgePaths(paths, reference);
}
