import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Blog, BlogLikeResponse, BlogResponse } from '@umang/common';
import { Auth, type Caller, CurrentCaller, Public } from '../auth/auth.guard.js';
import { OptionalAuth, OptionalCaller } from '../auth/optional-auth.guard.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { BLOG_NOT_FOUND, BlogsService } from './blogs.service.js';
import { RouteId } from '../common/validation/route-id.pipe.js';

@ApiTags('blogs')
@Controller('user/blogs')
export class BlogsController {
  constructor(private readonly blogs: BlogsService) {}

  @Get()
  @Public()
  @OptionalAuth()
  @ApiOkResponse({
    description:
      "the blog array directly, newest first; `likedByMe` is the `token` header's user's (false without one)",
  })
  list(@OptionalCaller() caller: Caller | null): Promise<Blog[]> {
    return this.blogs.list(caller?.id ?? null);
  }

  @Get(':id')
  @Public()
  @OptionalAuth()
  @ApiOkResponse({ description: '`{ success, blog }`' })
  @ApiNotFoundResponse({ description: 'Blog not found' })
  async get(
    @OptionalCaller() caller: Caller | null,
    @RouteId('id', BLOG_NOT_FOUND) id: string,
  ): Promise<BlogResponse> {
    return { success: true, blog: await this.blogs.get(id, caller?.id ?? null) };
  }

  @Post(':id/like')
  @HttpCode(200)
  @Auth('patient')
  @RateLimit('blogLikes', 'blogLikesByAccount')
  @ApiOkResponse({
    description: "`{ success, likes, likedByMe }`: toggles the caller's like; the updated list",
  })
  @ApiNotFoundResponse({ description: 'Blog not found' })
  async like(
    @CurrentCaller() caller: Caller,
    @RouteId('id', BLOG_NOT_FOUND) id: string,
  ): Promise<BlogLikeResponse> {
    return { success: true, ...(await this.blogs.toggleLike(id, caller.id)) };
  }
}
