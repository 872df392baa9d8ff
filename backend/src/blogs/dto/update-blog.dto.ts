import { PartialType } from '@nestjs/swagger';
import { CreateBlogDto } from './create-blog.dto.js';

/** The same fields as a new post, each optional (but never null); only those sent change. */
export class UpdateBlogDto extends PartialType(CreateBlogDto, { skipNullProperties: false }) {}
