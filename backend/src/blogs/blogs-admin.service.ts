import { Injectable } from '@nestjs/common';
import type { Blog } from '@umang/common';
import type { Caller } from '../auth/auth.guard.js';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import { InvalidError, NotFoundError } from '../common/errors/domain-error.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { StorageService, type StoredMedia } from '../storage/storage.service.js';
import { type BlogPatch, BlogsAdminRepository } from './blogs-admin.repository.js';
import { BLOG_NOT_FOUND, BlogsService } from './blogs.service.js';
import type { CreateBlogDto } from './dto/create-blog.dto.js';
import type { UpdateBlogDto } from './dto/update-blog.dto.js';
import { changedFields } from '../common/validation/changed-fields.js';

/** What the staff console does to Wall of Honour posts; every change commits with its audit entry. */
@Injectable()
export class BlogsAdminService {
  constructor(
    private readonly repository: BlogsAdminRepository,
    private readonly blogs: BlogsService,
    private readonly audit: AuditService,
    private readonly storage: StorageService,
    private readonly clock: Clock,
    private readonly unit: UnitOfWork,
  ) {}

  list(): Promise<Blog[]> {
    return this.blogs.list();
  }

  async create(actor: Caller, dto: CreateBlogDto, media?: Buffer): Promise<Blog> {
    if (!media) {
      throw new InvalidError(
        'Please attach an image (JPEG, PNG or WebP) or a video (MP4 or WebM)',
        'media_required',
      );
    }
    const stored = await this.storage.saveBlogMedia(media);
    const now = this.clock.now();
    const row = await this.withMedia(stored, () =>
      this.unit.run(async (tx) => {
        const created = await this.repository.insert(tx, {
          title: dto.title,
          content: dto.content,
          author: dto.author ?? '',
          mediaUrl: stored.url,
          mediaType: stored.mediaType,
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        });
        await this.audit.record(
          tx,
          actor,
          'blog.create',
          { type: 'blog', id: created.id },
          {
            title: created.title,
            mediaType: stored.mediaType,
          },
        );
        return created;
      }),
    );
    return this.blogs.get(row.id);
  }

  /** Changes the fields sent; new media replaces the old file, which is deleted once the change commits. */
  async update(actor: Caller, id: string, dto: UpdateBlogDto, media?: Buffer): Promise<Blog> {
    const fields = changedFields(dto, media);
    await this.blogs.get(id);
    const patch: BlogPatch = { ...dto, updatedAt: this.clock.now() };
    const stored = media ? await this.storage.saveBlogMedia(media) : undefined;
    if (stored) Object.assign(patch, { mediaUrl: stored.url, mediaType: stored.mediaType });
    const details = { fields: stored ? [...fields, 'media'] : fields };
    const changed = await this.withMedia(stored, () =>
      this.unit.run(async (tx) => {
        const result = await this.repository.update(tx, id, patch);
        if (result) await this.audit.record(tx, actor, 'blog.update', { type: 'blog', id }, details);
        return result;
      }),
    );
    if (!changed) {
      if (stored) await this.storage.remove(stored.url);
      throw NotFoundError.of(BLOG_NOT_FOUND);
    }
    // Each stored upload counts one holder, even when it is the file already shown: let go of the old one.
    if (stored) await this.storage.remove(changed.before.mediaUrl);
    return this.blogs.get(id);
  }

  /** Deletes the post with its likes, then its uploaded file (seed assets are left alone). */
  async remove(actor: Caller, id: string): Promise<void> {
    const deleted = await this.unit.run(async (tx) => {
      const row = await this.repository.delete(tx, id);
      if (row) await this.audit.record(tx, actor, 'blog.delete', { type: 'blog', id }, { title: row.title });
      return row;
    });
    if (!deleted) throw NotFoundError.of(BLOG_NOT_FOUND);
    await this.storage.remove(deleted.mediaUrl);
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
