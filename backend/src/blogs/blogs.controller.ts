import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Blog, BlogLikeResponse, BlogResponse } from '@umang/common';
import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { BlogsService } from './blogs.service.js';

@ApiTags('blogs')
@Controller('user/blogs')
export class BlogsController {
  constructor(private readonly blogs: BlogsService) {}

  @Get()
  @ApiOkResponse({ description: 'the blog array directly, newest first' })
  list(): Promise<Blog[]> {
    return this.blogs.list();
  }

  @Get(':id')
  @ApiOkResponse({ description: '`{ success, blog }`' })
  @ApiNotFoundResponse({ description: 'Blog not found' })
  async get(@Param('id') id: string): Promise<BlogResponse> {
    return { success: true, blog: await this.blogs.get(id) };
  }

  @Post(':id/like')
  @HttpCode(200)
  @Auth()
  @RateLimit(60, 60_000)
  @ApiOkResponse({ description: "`{ success, likes }`: toggles the caller's like; the updated list" })
  @ApiNotFoundResponse({ description: 'Blog not found' })
  async like(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<BlogLikeResponse> {
    return { success: true, likes: await this.blogs.toggleLike(id, caller.id) };
  }
}
