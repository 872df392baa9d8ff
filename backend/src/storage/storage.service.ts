import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { MediaType } from '@umang/common';
import type { Sharp } from 'sharp';
import { UnsupportedMediaError } from '../common/errors/domain-error.js';
import type { ByteRange } from './media-range.js';
import { MEDIA_CHUNK_BYTES, MediaRepository, type MediaRow } from './media.repository.js';
import { chunkStream } from './media-stream.js';
import { CONTENT_TYPES, uploadName } from './upload-names.js';

/**
 * The file's type from its first bytes. file-type and sharp are loaded on the
 * first upload, not at start: most starts never see one, and they cost a cold
 * start about a quarter of a second.
 */
const sniff = async (data: Buffer) => (await import('file-type')).fileTypeFromBuffer(data);

/**
 * Whether the bytes are a whole video of the sniffed container, read by
 * music-metadata (loaded on first use, like file-type). It walks every MP4 box,
 * refusing one that claims more bytes than the file has, and reads the Matroska
 * header and track list. A video must have a movie box with a video track (MP4) or
 * a video track in a WebM document (Matroska), so a valid-looking header followed by
 * garbage, a file cut short in its boxes or header, or an image behind a video
 * header is refused.
 */
async function isWholeVideo(data: Buffer, mime: string): Promise<boolean> {
  try {
    const { parseBuffer } = await import('music-metadata');
    const { format } = await parseBuffer(data, { mimeType: mime, size: data.length }, { skipCovers: true });
    if (!format.hasVideo) return false;
    return mime === 'video/mp4' || format.container === 'EBML/webm';
  } catch {
    return false;
  }
}

/** Largest profile photo accepted, before re-encoding. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest blog image or video accepted. */
export const BLOG_MEDIA_MAX_BYTES = 50 * 1024 * 1024;
const PROFILE_IMAGE_SIZE = 512;
/** Blog images keep their proportions; only the long side is capped. */
const BLOG_IMAGE_LONG_SIDE = 1600;
/** Decoding bombs: refuse images with more pixels than a 48-megapixel photo. */
const MAX_INPUT_PIXELS = 48_000_000;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Videos are stored as sent, so only containers browsers play natively are accepted. */
const VIDEO_EXTENSIONS: Record<string, 'mp4' | 'webm'> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

const NOT_AN_IMAGE = 'Please upload a JPEG, PNG or WebP image';
const NOT_A_VIDEO = 'Please upload an MP4 or WebM video';
const NOT_BLOG_MEDIA = 'Please upload a JPEG, PNG or WebP image, or an MP4 or WebM video';
const UNREADABLE = 'This image could not be read. Please try another file.';

export interface StoredMedia {
  url: string;
  mediaType: MediaType;
}

/**
 * Uploaded files, kept in the database and served at /uploads by every instance.
 * Files are trusted by their bytes, never their name or declared type. Images are
 * always re-encoded so no metadata or polyglot payload survives; videos are stored
 * as sent once their container parses as a video. A file is named by the SHA-256 of
 * its bytes and an extension that matches them, so a name always means the same bytes
 * and may be cached for good.
 */
@Injectable()
export class StorageService {
  constructor(private readonly files: MediaRepository) {}

  /** Re-encodes a photo to a square WebP and stores it; answers its public URL. */
  async saveProfileImage(data: Buffer): Promise<string> {
    await this.assertImage(data, NOT_AN_IMAGE);
    return this.saveWebp(data, (image) =>
      image.resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover' }),
    );
  }

  /** Re-encodes a blog image to WebP, at most 1600 px on the long side, uncropped. */
  async saveBlogImage(data: Buffer): Promise<string> {
    await this.assertImage(data, NOT_AN_IMAGE);
    return this.saveWebp(data, (image) =>
      image.resize(BLOG_IMAGE_LONG_SIDE, BLOG_IMAGE_LONG_SIDE, { fit: 'inside', withoutEnlargement: true }),
    );
  }

  /** Stores an MP4 or WebM video as sent; answers its public URL. */
  async saveVideo(data: Buffer): Promise<string> {
    return this.storeVideo(data, (await sniff(data))?.mime ?? '', NOT_A_VIDEO);
  }

  /** Stores a blog post's image or video, whichever its bytes say it is. */
  async saveBlogMedia(data: Buffer): Promise<StoredMedia> {
    const mime = (await sniff(data))?.mime ?? '';
    if (IMAGE_TYPES.has(mime)) return { url: await this.saveBlogImage(data), mediaType: 'image' };
    return { url: await this.storeVideo(data, mime, NOT_BLOG_MEDIA), mediaType: 'video' };
  }

  /**
   * Lets go of a file this service stored, deleting it once no record shows it any
   * more; anything else (seed assets, empty) is left alone.
   */
  async remove(url: string): Promise<void> {
    const name = url.startsWith('/uploads/') ? uploadName(url.slice('/uploads/'.length)) : null;
    if (name) await this.files.release(name);
  }

  /** The kept file of that public name, or null (a name this service never gives is never looked up). */
  find(name: string): Promise<MediaRow | null> {
    return uploadName(name) ? this.files.find(name) : Promise.resolve(null);
  }

  /** The bytes of `range` of a kept file, read from the database a few chunks at a time. */
  read(file: MediaRow, range: ByteRange): Readable {
    return chunkStream((first, last) => this.files.chunks(file.id, first, last), range, MEDIA_CHUNK_BYTES);
  }

  /** Stores a video whose first bytes said `mime`, once its whole container has been read as a video. */
  private async storeVideo(data: Buffer, mime: string, message: string): Promise<string> {
    const extension = Object.hasOwn(VIDEO_EXTENSIONS, mime) ? VIDEO_EXTENSIONS[mime] : undefined;
    if (!extension || !(await isWholeVideo(data, mime))) throw new UnsupportedMediaError(message);
    return this.write(data, extension);
  }

  private async assertImage(data: Buffer, message: string): Promise<void> {
    const type = await sniff(data);
    if (!type || !IMAGE_TYPES.has(type.mime)) throw new UnsupportedMediaError(message);
  }

  /** Decodes, orients, resizes with `shape` and re-encodes to WebP without metadata; then stores. */
  private async saveWebp(data: Buffer, shape: (image: Sharp) => Sharp): Promise<string> {
    let webp: Buffer;
    try {
      const { default: sharp } = await import('sharp');
      const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      webp = await shape(image).webp({ quality: 82 }).toBuffer();
    } catch {
      throw new UnsupportedMediaError(UNREADABLE);
    }
    return this.write(webp, 'webp');
  }

  private async write(data: Buffer, extension: keyof typeof CONTENT_TYPES): Promise<string> {
    const sha256 = createHash('sha256').update(data).digest('hex');
    const name = `${sha256}.${extension}`;
    await this.files.store({ name, contentType: CONTENT_TYPES[extension], sha256, data });
    return `/uploads/${name}`;
  }
}
