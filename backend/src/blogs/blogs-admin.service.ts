import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuditAction, Blog } from '@umang/common';
import type { Caller } from '../auth/auth.guard.js';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import { StorageService, type StoredMedia } from '../storage/storage.service.js';
import { type BlogPatch, BlogsAdminRepository, type Writer } from './blogs-admin.repository.js';
import { assertBlogId, BLOG_NOT_FOUND, BlogsService } from './blogs.service.js';
import type { CreateBlogDto } from './dto/create-blog.dto.js';
import type { UpdateBlogDto } from './dto/update-blog.dto.js';

/** What the staff console does to Wall of Honour posts; every change commits with its audit entry. */
@Injectable()
export class BlogsAdminService {
  constructor(
    private readonly repository: BlogsAdminRepository,
    private readonly blogs: BlogsService,
    private readonly audit: AuditService,
    private readonly storage: StorageService,
    private readonly clock: Clock,
  ) {}

  list(): Promise<Blog[]> {
    return this.blogs.list();
  }

  async create(actor: Caller, dto: CreateBlogDto, media?: Buffer): Promise<Blog> {
    if (!media)
      throw new BadRequestException('Please attach an image (JPEG, PNG or WebP) or a video (MP4 or WebM)');
    const stored = await this.storage.saveBlogMedia(media);
    const now = this.clock.now();
    const row = await this.withMedia(stored, () =>
      this.repository.insert(
        {
          title: dto.title,
          content: dto.content,
          author: dto.author ?? '',
          mediaUrl: stored.url,
          mediaType: stored.mediaType,
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        },
        (tx, created) =>
          this.recorded(actor, 'blog.create', created.id, {
            title: created.title,
            mediaType: stored.mediaType,
          })(tx),
      ),
    );
    return this.blogs.get(row.id);
  }

  /** Changes the fields sent; new media replaces the old file, which is deleted once the change commits. */
  async update(actor: Caller, id: string, dto: UpdateBlogDto, media?: Buffer): Promise<Blog> {
    const fields = Object.keys(dto).filter((key) => dto[key as keyof UpdateBlogDto] !== undefined);
    if (fields.length === 0 && !media) throw new BadRequestException('Send at least one field to change');
    await this.blogs.get(id);
    const patch: BlogPatch = { ...dto, updatedAt: this.clock.now() };
    const stored = media ? await this.storage.saveBlogMedia(media) : undefined;
    if (stored) Object.assign(patch, { mediaUrl: stored.url, mediaType: stored.mediaType });
    const details = { fields: stored ? [...fields, 'media'] : fields };
    const changed = await this.withMedia(stored, () =>
      this.repository.update(id, patch, this.recorded(actor, 'blog.update', id, details)),
    );
    if (!changed) {
      if (stored) await this.storage.remove(stored.url);
      throw new NotFoundException(BLOG_NOT_FOUND);
    }
    if (stored && changed.before.mediaUrl !== stored.url) await this.storage.remove(changed.before.mediaUrl);
    return this.blogs.get(id);
  }

  /** Deletes the post with its likes, then its uploaded file (seed assets are left alone). */
  async remove(actor: Caller, id: string): Promise<void> {
    assertBlogId(id);
    const deleted = await this.repository.delete(id, (tx, row) =>
      this.recorded(actor, 'blog.delete', id, { title: row.title })(tx),
    );
    if (!deleted) throw new NotFoundException(BLOG_NOT_FOUND);
    await this.storage.remove(deleted.mediaUrl);
  }

  /** The audit entry of a change to a post, written inside the change's transaction. */
  private recorded(actor: Caller, action: AuditAction, targetId: string, details: Record<string, unknown>) {
    return (tx: Writer): Promise<void> =>
      this.audit.record({ actorId: actor.id, action, targetType: 'blog', targetId, details }, tx);
  }

  /** Runs a write that refers to `media`; if the write fails, the just-saved file is deleted. */
  private async withMedia<T>(media: StoredMedia | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (media) await this.storage.remove(media.url);
      throw error;
    }
  }
}
