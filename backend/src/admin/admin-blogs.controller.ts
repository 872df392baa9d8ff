import { Body, Controller, Delete, Get, Post, Put, UploadedFile } from '@nestjs/common';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ApiResult, BlogResponse, StaffBlogsResponse } from '@umang/common';
import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { SingleFileUpload } from '../common/http/single-file-upload.js';
import { BlogsAdminService } from '../blogs/blogs-admin.service.js';
import { BLOG_NOT_FOUND } from '../blogs/blogs.service.js';
import { RouteId } from '../common/validation/route-id.pipe.js';

import { CreateBlogDto } from '../blogs/dto/create-blog.dto.js';
import { UpdateBlogDto } from '../blogs/dto/update-blog.dto.js';
import { BLOG_MEDIA_MAX_BYTES } from '../storage/storage.service.js';

const mediaUpload = () => SingleFileUpload('media', BLOG_MEDIA_MAX_BYTES, 10);

@ApiTags('staff')
@Auth('admin', 'staff')
@Controller('admin')
export class AdminBlogsController {
  constructor(private readonly blogs: BlogsAdminService) {}

  @Get('blogs')
  @ApiOkResponse({
    description: '`{ success, blogs }`: every post, newest first, as the public list shows it',
  })
  async list(): Promise<StaffBlogsResponse> {
    return { success: true, blogs: await this.blogs.list() };
  }

  @Post('blogs')
  @mediaUpload()
  @ApiCreatedResponse({ description: '`{ success, blog }`; `media` (image or MP4/WebM video) is required' })
  async create(
    @CurrentCaller() caller: Caller,
    @Body() dto: CreateBlogDto,
    @UploadedFile() media?: UploadedMultipartFile,
  ): Promise<BlogResponse> {
    return { success: true, blog: await this.blogs.create(caller, dto, media?.buffer) };
  }

  @Put('blogs/:id')
  @mediaUpload()
  @ApiOkResponse({ description: '`{ success, blog }`; only the fields sent change' })
  async update(
    @CurrentCaller() caller: Caller,
    @RouteId('id', BLOG_NOT_FOUND) id: string,
    @Body() dto: UpdateBlogDto,
    @UploadedFile() media?: UploadedMultipartFile,
  ): Promise<BlogResponse> {
    return { success: true, blog: await this.blogs.update(caller, id, dto, media?.buffer) };
  }

  @Delete('blogs/:id')
  @ApiOkResponse({ description: '`{ success, message }`; the uploaded file is deleted too' })
  async remove(
    @CurrentCaller() caller: Caller,
    @RouteId('id', BLOG_NOT_FOUND) id: string,
  ): Promise<ApiResult> {
    await this.blogs.remove(caller, id);
    return { success: true, message: 'Blog deleted' };
  }
}
